import { AsyncLocalStorage } from 'node:async_hooks';
import { conflict } from '@registry/domain/shared/domain-error';
import { sql, type SqlSession } from '#src/infrastructure/database/read-models/sql';

/** What the write path and the idempotency interceptor tell each other about a keyed request. */
interface IdempotentRequest {
  /** The idempotency record's scope and key. */
  readonly scope: string;
  readonly key: string;
  /** The key scoped to its caller (as `@CallerKey()` gives it), when a signed-in caller sent one. */
  readonly callerKey: string | undefined;
  /** An earlier try of this request committed its write (noteCommitted) and died before its answer was recorded. */
  readonly earlierTryCommitted: boolean;
  /** The answer is the original write's, found stored: the response says `Idempotent-Replayed: true`. */
  replayed: boolean;
}

const current = new AsyncLocalStorage<IdempotentRequest>();

/** Runs a keyed request's handler with a context the write path can read and flag. */
export function withIdempotentRequest<T>(
  request: { scope: string; key: string; callerKey: string | undefined; earlierTryCommitted: boolean },
  run: () => Promise<T>,
): { result: Promise<T>; context: IdempotentRequest } {
  const context: IdempotentRequest = { ...request, replayed: false };
  return { result: current.run(context, run), context };
}

/**
 * The write path found this very command stored already (its deterministic event ids, the id
 * derived from its key, its commit mark): the answer it gives is the original one.
 */
export function markReplayed(): void {
  const context = current.getStore();
  if (context) context.replayed = true;
}

/**
 * The caller-scoped key of the keyed request being served, for a create whose id derives from
 * it (see streamIdFor) when the key does not travel with the command.
 */
export function currentCallerKey(): string | undefined {
  return current.getStore()?.callerKey;
}

/**
 * Marks the keyed request's write as committed, inside the write's own transaction: should the
 * process die before the answer is recorded, the retry knows the write took place (see
 * staleUnlessCommitted). Writes that are not event-sourced call it; events carry their key.
 */
export async function noteCommitted(session: SqlSession): Promise<void> {
  const context = current.getStore();
  if (!context) return;
  await session.query(sql`UPDATE idempotency_records SET committed_at = now() WHERE scope = ${context.scope} AND key = ${context.key}`);
}

/**
 * A versioned write found another version than the caller's: a stale-version 409, unless an
 * earlier try of this very request committed the change (then it returns, flagged as a replay,
 * and the caller answers the record as it stands).
 */
export function staleUnlessCommitted(currentVersion: number): void {
  const context = current.getStore();
  if (!context?.earlierTryCommitted) throw conflict('stale-version', { currentVersion });
  context.replayed = true;
}

/** Whether an earlier try of the keyed request being served committed its write (noteCommitted). */
export function earlierTryCommitted(): boolean {
  const context = current.getStore();
  if (context?.earlierTryCommitted) context.replayed = true;
  return context?.earlierTryCommitted ?? false;
}
