import { parseLsn, replayLagMs } from './read-replicas.js';

describe('parseLsn', () => {
  it('reads a WAL position so that positions compare, and nothing else', () => {
    expect(parseLsn('0/3000148')).toBe(0x3000148n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    for (const text of ['', '0/', '/1', '0/123456789', 'G/1', '0/1; Path=/', undefined, null]) expect(parseLsn(text)).toBeUndefined();
  });
});

describe('replayLagMs', () => {
  const samples = [
    { at: 1_000, lsn: 100n },
    { at: 2_000, lsn: 200n },
    { at: 3_000, lsn: 300n },
  ];

  it('is 0 for a replica that has every sampled position (an idle pair too)', () => {
    expect(replayLagMs(samples, 300n, 9_000)).toBe(0);
    expect(replayLagMs([], 5n, 9_000)).toBe(0);
  });

  it('is the age of the oldest sampled position the replica has not reached', () => {
    expect(replayLagMs(samples, 250n, 3_500)).toBe(500);
    expect(replayLagMs(samples, 200n, 3_500)).toBe(500);
    expect(replayLagMs(samples, 150n, 3_500)).toBe(1_500);
    // A paused replica ages with the clock while the primary's position stays ahead of it.
    expect(replayLagMs(samples, 150n, 10_000)).toBe(8_000);
  });
});
