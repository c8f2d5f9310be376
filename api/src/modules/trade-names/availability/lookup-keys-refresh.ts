import { LOOKUP_KEYS_VERSION, storedHashes } from '@registry/domain/trade-names/naming/lookup-keys';
import type { AfterMigrations, OwnerConnection } from '#src/infrastructure/database/database';

/** A QueryRunner answers rows, a pg client a result holding them. */
async function select<T>(db: OwnerConnection, sql: string, parameters?: unknown[]): Promise<T[]> {
  const result = await db.query(sql, parameters);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const TABLES = [
  { table: 'tn_claims', key: 'id' },
  { table: 'tn_legacy_names', key: 'id' },
] as const;
const BATCH = 5000;

/**
 * Brings every stored name's lookup keys to the version the code computes (LOOKUP_KEYS_VERSION).
 * The keys are derived from the name by application code, so the application, not a migration,
 * recomputes them: migrations stay frozen in time while the key code evolves. Runs at start
 * after the migrations, under their lock; a database already at this version costs one read.
 * `db` is one connection (a QueryRunner or a pg client): the re-keying is one transaction.
 * Returns whether it re-keyed.
 */
export async function refreshLookupKeys(db: OwnerConnection): Promise<boolean> {
  const rows = await select<{ version: string }>(db, 'SELECT version FROM tn_lookup_keys_version');
  if (rows[0]?.version === LOOKUP_KEYS_VERSION) return false;
  await db.query('BEGIN');
  try {
    for (const { table, key } of TABLES) await rekey(db, table, key);
    await db.query(
      `INSERT INTO tn_lookup_keys_version (version) VALUES ($1)
       ON CONFLICT (singleton) DO UPDATE SET version = EXCLUDED.version, refreshed_at = now()`,
      [LOOKUP_KEYS_VERSION],
    );
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
  return true;
}

interface StoredName {
  id: string;
  latin: string;
  skeleton: string;
}

async function rekey(db: OwnerConnection, table: string, key: string): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const rows: StoredName[] = await select<StoredName>(
      db,
      `SELECT ${key}::text AS id, latin, skeleton FROM ${table} WHERE $1::text IS NULL OR ${key}::text > $1 ORDER BY ${key}::text LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return;
    await db.query(
      `UPDATE ${table} t SET lookup_keys = k.keys::int4[] FROM unnest($1::text[], $2::text[]) AS k(id, keys) WHERE t.${key}::text = k.id`,
      [rows.map((r) => r.id), rows.map((r) => `{${storedHashes(r).join(',')}}`)],
    );
    after = rows[rows.length - 1]!.id;
  }
}

/** The trade-names module's step after the migrations (api/src/after-migrations.ts lists it). */
export const refreshLookupKeysAfterMigrations: AfterMigrations = async (db, log) => {
  if (await refreshLookupKeys(db)) log?.log('trade-name lookup keys recomputed', { version: LOOKUP_KEYS_VERSION });
};
