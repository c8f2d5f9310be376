import { ApiError, PROCESS_TIMEOUT } from './errors';
import type { FlatResource } from './json-api';

/**
 * The consistency handshake (docs/api.md "Asynchronous replies", spec §4): a write answered
 * 202 names a process; it stays `pending` until the read models show the write, then is `done`
 * with the `location` of the result.
 */
export interface Process {
  id: string;
  status: 'pending' | 'done';
  retryAt?: string;
  location?: string;
}

/** Spec §7 and §9: when the retry time has already passed, wait 500 ms. */
export const RETRY_FALLBACK_MS = 500;
/**
 * A wait never longer than this: `retryAt` is the server's clock, and a browser clock that runs
 * behind would otherwise make the client sleep for as long as the clocks differ.
 */
export const MAX_WAIT_MS = 5_000;
/** Past this the user is told the write was received but is slow to show (no endless spinner). */
export const DEFAULT_POLL_LIMIT_MS = 120_000;

export function isProcess(value: unknown): value is Process {
  const v = value as Partial<Process> | null;
  return !!v && typeof v.id === 'string' && (v.status === 'pending' || v.status === 'done');
}

/** How long to wait before the next poll: until `retryAt`, or 500 ms when it has passed or is unreadable. */
export function delayUntilRetry(retryAt: string | undefined, now: number): number {
  const at = retryAt ? Date.parse(retryAt) : Number.NaN;
  if (Number.isNaN(at) || at <= now) return RETRY_FALLBACK_MS;
  return Math.min(at - now, MAX_WAIT_MS);
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface PollDependencies {
  /** Reads one process (`GET /api/processes/{id}`), flattened. */
  fetchProcess: (id: string, signal?: AbortSignal) => Promise<FlatResource | FlatResource[] | null>;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  now: () => number;
  limitMs?: number;
  signal?: AbortSignal;
}

/** Polls until the process is done and returns the location of the result. */
export async function waitForProcess(first: Process, deps: PollDependencies): Promise<string> {
  const started = deps.now();
  const limit = deps.limitMs ?? DEFAULT_POLL_LIMIT_MS;
  let process = first;
  while (process.status !== 'done') {
    if (deps.now() - started > limit) throw new ApiError(202, [], { code: PROCESS_TIMEOUT });
    await deps.sleep(delayUntilRetry(process.retryAt, deps.now()), deps.signal);
    const next = await deps.fetchProcess(process.id, deps.signal);
    if (!isProcess(next)) throw new ApiError(200, [], { code: 'invalid-response' });
    process = next;
  }
  if (!process.location) throw new ApiError(200, [], { code: 'invalid-response' });
  return process.location;
}
