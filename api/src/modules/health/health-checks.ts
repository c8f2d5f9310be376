import type { HealthThresholds } from '#src/config/config';
import type { ProjectionStatus } from '#src/event-store/projections/projection-runner';
import type { ReplicaStatus } from '#src/infrastructure/database/read-replicas';

export interface OutboxStatus {
  /** Unsent e-mails waiting or being retried (capped at 100,000). */
  pending: number;
  /** How long the oldest of them has waited, in seconds (0: none waits). */
  oldestPendingSeconds: number;
}

/** A check past its threshold, named, with how far it is and the limit it passed. */
export type DegradedCheck =
  | { check: 'projection'; name: string; lag: number; lagSeconds: number; limits: { lag: number; lagSeconds: number } }
  | { check: 'outbox'; pending: number; oldestPendingSeconds: number; limits: { oldestPendingSeconds: number } }
  | { check: 'replica'; name: string; state: ReplicaStatus['state']; lagSeconds: number | null; reason?: string };

/**
 * What is behind: a projection with more events still to apply, or whose oldest waiting event is
 * older, than the thresholds allow (its lists are that stale); an outbox whose oldest unsent
 * e-mail has waited longer than allowed (mail is not keeping up, or SMTP is failing); a read
 * replica left out of public reads.
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
  if (outbox.oldestPendingSeconds > limits.maxOutboxAgeSeconds) {
    degraded.push({
      check: 'outbox',
      pending: outbox.pending,
      oldestPendingSeconds: outbox.oldestPendingSeconds,
      limits: { oldestPendingSeconds: limits.maxOutboxAgeSeconds },
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
