import { LOOKUP_KEYS_VERSION, storedHashes } from '@registry/domain/trade-names/naming/lookup-keys';
import { ownerQuery, type AfterMigrations, type OwnerConnection } from '#src/infrastructure/database/database';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

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
  const rows = await ownerQuery<{ version: string }>(db, sql`SELECT version FROM tn_lookup_keys_version`);
  if (rows[0]?.version === LOOKUP_KEYS_VERSION) return false;
  await ownerQuery(db, sql`BEGIN`);
  try {
    for (const { table, key } of TABLES) await rekey(db, table, key);
    await ownerQuery(
      db,
      sql`INSERT INTO tn_lookup_keys_version (version) VALUES (${LOOKUP_KEYS_VERSION})
       ON CONFLICT (singleton) DO UPDATE SET version = EXCLUDED.version, refreshed_at = now()`,
    );
    await ownerQuery(db, sql`COMMIT`);
  } catch (error) {
    await ownerQuery(db, sql`ROLLBACK`);
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
  const name = Sql.identifier(table);
  const column = Sql.identifier(key);
  let after: string | null = null;
  for (;;) {
    const rows: StoredName[] = await ownerQuery<StoredName>(
      db,
      sql`SELECT ${column}::text AS id, latin, skeleton FROM ${name} WHERE ${after}::text IS NULL OR ${column}::text > ${after}
          ORDER BY ${column}::text LIMIT ${BATCH}`,
    );
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const keys = rows.map((r) => `{${storedHashes(r).join(',')}}`);
    await ownerQuery(
      db,
      sql`UPDATE ${name} t SET lookup_keys = k.keys::int4[] FROM unnest(${ids}::text[], ${keys}::text[]) AS k(id, keys) WHERE t.${column}::text = k.id`,
    );
    after = rows[rows.length - 1]!.id;
  }
}

/** The trade-names module's step after the migrations (api/src/after-migrations.ts lists it). */
export const refreshLookupKeysAfterMigrations: AfterMigrations = async (db, log) => {
  if (await refreshLookupKeys(db)) log?.log('trade-name lookup keys recomputed', { version: LOOKUP_KEYS_VERSION });
};
