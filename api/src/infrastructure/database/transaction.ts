import type pg from 'pg';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * Runs `work` in one transaction on a client of the pool: committed when it returns, rolled back
 * when it throws (the error goes on), the client released either way.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(sql`BEGIN`);
    const result = await work(client);
    await client.query(sql`COMMIT`);
    return result;
  } catch (error) {
    await client.query(sql`ROLLBACK`).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
