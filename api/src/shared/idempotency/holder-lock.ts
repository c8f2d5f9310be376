import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * First half of the two-int advisory lock that says "this process is alive" (the second half is
 * the process's holder id). The two-int form never meets the bigint-keyed locks used elsewhere.
 */
export const HOLDER_LOCK_SPACE = 741_302;

/**
 * This process's liveness, as PostgreSQL sees it: a session-level advisory lock on a connection
 * of its own, opened on first use and held for the process's life. An in-flight idempotency
 * record names its holder; a retry may take the key over as soon as that lock is free, which is
 * the moment the holder's process (or its connection) dies, not after a timeout.
 */
export class HolderLock {
  private held: Promise<{ client: pg.Client; holder: number }> | undefined;
  private current: pg.Client | undefined;

  constructor(private readonly config: pg.ClientConfig) {}

  /** The holder id of this process (a new one after the connection that held it was lost). */
  async holder(): Promise<number> {
    this.held ??= this.take().catch((error) => {
      this.held = undefined;
      throw error;
    });
    return (await this.held).holder;
  }

  private async take(): Promise<{ client: pg.Client; holder: number }> {
    const client = new pg.Client({ ...this.config, application_name: 'registry-api-liveness' });
    // A lost connection releases the lock: the records it named may be taken over, and this process takes a new id.
    const lost = () => {
      if (this.current === client) {
        this.held = undefined;
        this.current = undefined;
      }
      client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    try {
      for (;;) {
        const holder = randomInt(1, 2 ** 31 - 1);
        const { rows } = await client.query(sql`SELECT pg_try_advisory_lock(${HOLDER_LOCK_SPACE}, ${holder}) AS ok`);
        if (rows[0].ok) {
          this.current = client;
          return { client, holder };
        }
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    const held = this.held;
    this.held = undefined;
    this.current = undefined;
    if (held) await held.then(({ client }) => client.end()).catch(() => undefined);
  }
}
