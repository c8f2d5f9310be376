/**
 * When a failed e-mail is tried again: exponential backoff from 15 seconds, doubling up to a
 * cap of 10 minutes, with up to 10% random spread so that many rows failed by one outage do not
 * all return in the same second. After `maxAttempts` tries the row is given up ('dead').
 * 20 attempts span about 2 hours 25 minutes of outage.
 */
export const RETRY_SCHEDULE = {
  firstDelaySeconds: 15,
  maxDelaySeconds: 600,
  maxAttempts: 20,
  spread: 0.1,
} as const;

export type RetrySchedule = { [K in keyof typeof RETRY_SCHEDULE]: number };

export type FailureOutcome = { kind: 'retry'; delaySeconds: number } | { kind: 'dead' };

/** Seconds to wait after the `attempts`-th failed try (1-based); `random` in [0, 1). */
export function retryDelaySeconds(attempts: number, random: number, schedule: RetrySchedule = RETRY_SCHEDULE): number {
  const exponent = Math.max(0, attempts - 1);
  const base = Math.min(schedule.maxDelaySeconds, schedule.firstDelaySeconds * 2 ** Math.min(exponent, 30));
  const spread = base * schedule.spread * (random * 2 - 1);
  return Math.max(1, Math.min(schedule.maxDelaySeconds, Math.round(base + spread)));
}

export function afterFailure(attempts: number, random: number, schedule: RetrySchedule = RETRY_SCHEDULE): FailureOutcome {
  if (attempts >= schedule.maxAttempts) return { kind: 'dead' };
  return { kind: 'retry', delaySeconds: retryDelaySeconds(attempts, random, schedule) };
}
