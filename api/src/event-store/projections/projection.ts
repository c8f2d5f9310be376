import type { SqlSession, GlobalEvent } from '../event-store.js';

/**
 * A read model kept from the global event order. `apply` runs inside the batch's transaction,
 * together with the checkpoint, and must be idempotent (guard upserts by version) so that a
 * rebuild and a live run always end in the same rows.
 */
export interface Projection {
  readonly name: string;
  /** Stream types it reads; all when absent. */
  readonly streamTypes?: readonly string[];
  /** Read-model tables, in the order a rebuild empties them; also what the rebuild check compares. */
  readonly tables: readonly string[];
  apply(events: GlobalEvent[], tx: SqlSession): Promise<void>;
}
