import { parseDigests } from './verify-digest.js';
import { DIGEST_SEED, digestStep } from '../event-store/postgres/event-digest.js';

const hash = 'a'.repeat(64);
const digest = { day: '2026-12-01', eventCount: 3, position: 7, hash };

describe('parseDigests: what audit:verify reads', () => {
  it('reads the gazette list, one resource, a bare digest, an array, and CSV-style names', () => {
    const resource = { type: 'event-store-digests', id: digest.day, attributes: { ...digest } };
    expect(parseDigests(JSON.stringify({ data: [resource, resource], meta: {} }))).toEqual([digest, digest]);
    expect(parseDigests(JSON.stringify({ data: resource }))).toEqual([digest]);
    expect(parseDigests(JSON.stringify(digest))).toEqual([digest]);
    expect(parseDigests(JSON.stringify([digest]))).toEqual([digest]);
    expect(parseDigests(JSON.stringify({ day: digest.day, event_count: '3', position: '7', hash }))).toEqual([digest]);
  });

  it('refuses anything else with a message, never a crash', () => {
    for (const text of [
      '',
      'nope',
      'null',
      '[]',
      '{"data":null}',
      '{"data":[]}',
      '{"data":[1]}',
      JSON.stringify({ ...digest, hash: 'A'.repeat(64) }),
      JSON.stringify({ ...digest, position: -1 }),
      JSON.stringify({ ...digest, day: '1.12.2026' }),
    ])
      expect(() => parseDigests(text)).toThrow(/not JSON|no digest|not a digest/);
  });
});

describe('digestStep', () => {
  it('depends on every field and on the order of events', () => {
    const e = { position: 1, streamId: 's', streamVersion: 1, eventId: '00000000-0000-0000-0000-000000000001', hash };
    const base = digestStep(DIGEST_SEED, e);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    for (const changed of [
      { position: 2 },
      { streamId: 't' },
      { streamVersion: 2 },
      { eventId: '00000000-0000-0000-0000-000000000002' },
      { hash: 'b'.repeat(64) },
    ])
      expect(digestStep(DIGEST_SEED, { ...e, ...changed })).not.toBe(base);
    const f = { ...e, position: 2, streamVersion: 2 };
    expect(digestStep(digestStep(DIGEST_SEED, e), f)).not.toBe(digestStep(digestStep(DIGEST_SEED, f), e));
  });
});
