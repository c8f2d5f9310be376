import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { ReadReplicas } from './read-replicas.js';

/**
 * Which reads may leave the primary: only those made while a public read is being answered (the
 * HTTP layer enters it for routes marked so; shared/http/read-routing.interceptor.ts), and then
 * only to a replica that has replayed the client's own last write (`after`). Everything else —
 * writes, transactions, sign-in, an applicant's own pages, staff screens, projections, the outbox —
 * runs outside it and reads the primary.
 */
export interface PublicRead {
  /** The WAL position of the client's last write, when it sent one. */
  after?: bigint;
}

const publicReads = new AsyncLocalStorage<PublicRead>();

/** Runs `work` as a public read: its pool queries may go to a replica. */
export function asPublicRead<T>(read: PublicRead, work: () => T): T {
  return publicReads.run(read, work);
}

/**
 * The runtime's pool: the primary's, whose `query` alone may send a public read to a replica
 * (the one routing point). A checked-out client (`connect()`, every transaction) is always the
 * primary's. A replica that fails the read (down, going away, a recovery conflict) is left out
 * and the primary answers the same read, so the caller sees no error.
 */
export class RoutedPool extends pg.Pool {
  replicas?: ReadReplicas;

  // Every overload of pg.Pool.query: routed when it returns a promise, as the application calls it.
  override query(...args: any[]): any {
    const read = publicReads.getStore();
    const replica = read && this.replicas && typeof args.at(-1) !== 'function' ? this.replicas.pick(read.after) : undefined;
    if (!replica) return runQuery(this, args);
    return (runQuery(replica.pool, args) as Promise<unknown>).catch((error: unknown) => {
      if (!this.replicas!.failed(replica, error)) throw error;
      return runQuery(this, args);
    });
  }
}

/** pg.Pool's own query on `pool` (for this class: the primary's, not the routed one). */
function runQuery(pool: pg.Pool, args: any[]): any {
  return (pg.Pool.prototype.query as (...a: any[]) => any).apply(pool, args);
}
