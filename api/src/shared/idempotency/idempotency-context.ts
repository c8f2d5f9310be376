import { AsyncLocalStorage } from 'node:async_hooks';

/** What the command path tells the idempotency interceptor about the request it is serving. */
interface IdempotentRequest {
  /** The command had committed already (an earlier try died before its answer was recorded). */
  replayed: boolean;
}

const current = new AsyncLocalStorage<IdempotentRequest>();

/** Runs a keyed request's handler with a context the write path can flag. */
export function withIdempotentRequest<T>(run: () => Promise<T>): { result: Promise<T>; context: IdempotentRequest } {
  const context: IdempotentRequest = { replayed: false };
  return { result: current.run(context, run), context };
}

/**
 * The write path found this very command stored already (its deterministic event ids, its
 * derived stream): the answer it gives is the original one, and the response says so
 * (`Idempotent-Replayed: true`).
 */
export function markReplayed(): void {
  const context = current.getStore();
  if (context) context.replayed = true;
}
