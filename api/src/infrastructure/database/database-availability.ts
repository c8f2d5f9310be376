import type { Logger } from '../logging/logger.js';

/** Node's socket error codes that mean the server cannot be reached or the connection broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not yet accepting work: class 08 (connection
 * exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now.
 */
function unavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}

/**
 * node-postgres and pg-pool raise these without a code (their own connection handling); only
 * for them is the message what tells.
 */
const CODELESS_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Whether an error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && code.length > 0) {
    if (SOCKET_CODES.has(code) || unavailableSqlState(code)) return true;
  } else if (typeof message === 'string' && CODELESS_MESSAGES.includes(message)) {
    return true;
  }
  // Node reports a refused connection to several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether the database is believed reachable, so that an outage is logged once: one warning
 * when the first failure is seen, one info line when a connection succeeds again. Requests
 * and projection runners that meet the outage report here instead of logging a stack each.
 */
export class DatabaseAvailability {
  private downSince?: number;
  private failures = 0;
  private readonly recoveryListeners = new Set<() => void>();

  constructor(private readonly log?: Logger) {}

  get unavailable(): boolean {
    return this.downSince !== undefined;
  }

  /** A failure that `isDatabaseUnavailable` recognised. */
  noteFailure(error: unknown, where: string): void {
    this.failures += 1;
    if (this.downSince !== undefined) return;
    this.downSince = Date.now();
    const e = error as { code?: unknown; message?: unknown };
    this.log?.warn('database unavailable', {
      where,
      ...(typeof e?.code === 'string' ? { errorCode: e.code } : {}),
      ...(typeof e?.message === 'string' ? { reason: e.message } : {}),
    });
  }

  /** A connection to the database succeeded. */
  noteSuccess(): void {
    if (this.downSince === undefined) return;
    const downMs = Date.now() - this.downSince;
    const failures = this.failures;
    this.downSince = undefined;
    this.failures = 0;
    this.log?.log('database available again', { downMs, failures });
    for (const listener of this.recoveryListeners) listener();
  }

  /**
   * Calls `listener` each time the database is reachable again after an outage, so that whoever
   * waits out an outage (a backing-off projection runner) resumes at once. Returns the unsubscribe.
   */
  onRecovered(listener: () => void): () => void {
    this.recoveryListeners.add(listener);
    return () => this.recoveryListeners.delete(listener);
  }
}
