import { afterFailure, RETRY_SCHEDULE, retryDelaySeconds } from './retry-schedule.js';

describe('outbox retry schedule', () => {
  it('doubles from 15 seconds up to the 10-minute cap', () => {
    const middle = 0.5; // no spread
    expect([1, 2, 3, 4, 5, 6, 7, 8, 19].map((n) => retryDelaySeconds(n, middle))).toEqual([15, 30, 60, 120, 240, 480, 600, 600, 600]);
  });

  it('spreads each delay by at most 10% and never beyond the cap', () => {
    expect(retryDelaySeconds(3, 0)).toBe(54);
    expect(retryDelaySeconds(3, 0.999999)).toBe(66);
    expect(retryDelaySeconds(12, 0.999999)).toBe(600);
    expect(retryDelaySeconds(12, 0)).toBe(540);
  });

  it('gives up after the last attempt, having waited about two and a half hours in all', () => {
    expect(afterFailure(RETRY_SCHEDULE.maxAttempts - 1, 0.5)).toEqual({ kind: 'retry', delaySeconds: 600 });
    expect(afterFailure(RETRY_SCHEDULE.maxAttempts, 0.5)).toEqual({ kind: 'dead' });
    let total = 0;
    for (let n = 1; n < RETRY_SCHEDULE.maxAttempts; n++) total += retryDelaySeconds(n, 0.5);
    expect(total / 3600).toBeCloseTo(2.43, 1);
  });
});
