import type { HealthThresholds } from '#src/config/config';
import type { ProjectionStatus } from '#src/event-store/projections/projection-runner';
import type { ReplicaStatus } from '#src/infrastructure/database/read-replicas';

export interface OutboxStatus {
  /** Unsent e-mails waiting or being retried (capped at 100,000). */
  pending: number;
  /** How long the oldest of them has waited, in seconds (0: none waits). */
  oldestPendingSeconds: number;
  /** The one-time codes among them (sent first): someone waits for each on the screen. */
  codes: { pending: number; oldestPendingSeconds: number };
  /** Claimed by a worker: being sent, or held by one that died until its lease (30 s) runs out. */
  held: number;
  /** Of those, the ones whose lease has run out: their worker died and none has taken them up yet. */
  heldPastLease: number;
  /** Code e-mails that came too late for their code in the last hour: given a fresh code, or withdrawn unsent. */
  lastHour: { renewed: number; withdrawn: number };
}

export interface OutboxLimits {
  oldestPendingSeconds: number;
  codesOldestPendingSeconds: number;
}

/** A check past its threshold, named, with how far it is and the limit it passed. */
export type DegradedCheck =
  | { check: 'projection'; name: string; lag: number; lagSeconds: number; limits: { lag: number; lagSeconds: number } }
  | {
      check: 'outbox';
      pending: number;
      oldestPendingSeconds: number;
      codes: OutboxStatus['codes'];
      held: number;
      heldPastLease: number;
      limits: OutboxLimits;
    }
  | { check: 'replica'; name: string; state: ReplicaStatus['state']; lagSeconds: number | null; reason?: string };

/**
 * What is behind: a projection with more events still to apply, or whose oldest waiting event is
 * older, than the thresholds allow (its lists are that stale); an outbox whose oldest unsent
 * e-mail has waited longer than allowed (mail is not keeping up, or SMTP is failing), or whose
 * oldest unsent code has (a shorter limit: an applicant is waiting to sign in); a read replica
 * left out of public reads.
 */
export function degradedChecks(
  projections: readonly ProjectionStatus[],
  outbox: OutboxStatus,
  limits: HealthThresholds,
  replicas: readonly ReplicaStatus[] = [],
): DegradedCheck[] {
  const degraded: DegradedCheck[] = [];
  for (const p of projections) {
    if (p.lag > limits.maxProjectionLagEvents || p.lagSeconds > limits.maxProjectionLagSeconds) {
      degraded.push({
        check: 'projection',
        name: p.name,
        lag: p.lag,
        lagSeconds: p.lagSeconds,
        limits: { lag: limits.maxProjectionLagEvents, lagSeconds: limits.maxProjectionLagSeconds },
      });
    }
  }
  if (outbox.oldestPendingSeconds > limits.maxOutboxAgeSeconds || outbox.codes.oldestPendingSeconds > limits.maxCodeMailAgeSeconds) {
    degraded.push({
      check: 'outbox',
      pending: outbox.pending,
      oldestPendingSeconds: outbox.oldestPendingSeconds,
      codes: outbox.codes,
      held: outbox.held,
      heldPastLease: outbox.heldPastLease,
      limits: { oldestPendingSeconds: limits.maxOutboxAgeSeconds, codesOldestPendingSeconds: limits.maxCodeMailAgeSeconds },
    });
  }
  // A replica left out (down, lagging past DATABASE_READ_MAX_LAG_MS): the primary serves its reads meanwhile.
  for (const r of replicas) {
    if (!r.serving)
      degraded.push({
        check: 'replica',
        name: r.name,
        state: r.state,
        lagSeconds: r.lagSeconds,
        ...(r.reason ? { reason: r.reason } : {}),
      });
  }
  return degraded;
}
