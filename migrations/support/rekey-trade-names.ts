import type { QueryRunner } from 'typeorm';
import { storedHashes } from '@registry/domain/trade-names/naming/lookup-keys';

/**
 * Recomputes the stored lookup keys (`storedHashes`, as the application computes them now) of
 * every row of `tn_claims` or `tn_legacy_names`, a batch at a time, in the migration's
 * transaction. For migrations that change what a stored name carries (lookup-keys.ts).
 */
export async function rekeyTradeNames(db: QueryRunner, table: 'tn_claims' | 'tn_legacy_names', key = 'id'): Promise<void> {
  const BATCH = 5000;
  let after: string | null = null;
  for (;;) {
    const rows: { id: string; latin: string; skeleton: string }[] = await db.query(
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
