import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trade-name availability (issue 4).
 * - `tn_claims`: every name held by a pending, reserved, granted or registered application, at
 *   its protection level. Written in the same transaction as the events that claim or release
 *   the name. The partial unique index refuses a second live claim of one key in one scope
 *   ('kri' for region-wide names, else the district); an advisory lock per key, taken by the
 *   claimer, covers the cross-scope case (a region-wide name against a district one).
 * - `tn_legacy_names`: the register of the old system, imported from CSV.
 * Both carry the matching keys (see docs/trade-name-matching.md) and hashed lookup keys in a GIN-indexed
 * array (lookup-keys.ts), so that the names near a new one are found among millions by exact index lookups.
 */
export class TradeNameAvailability1760000000020 implements MigrationInterface {
  name = 'TradeNameAvailability1760000000020';

  async up(db: QueryRunner): Promise<void> {
    // intarray (shipped with PostgreSQL, trusted): GIN over int4[] with overlap and intersection.
    await db.query(`CREATE EXTENSION IF NOT EXISTS intarray`);
    await db.query(`
      CREATE TABLE tn_claims (
        id               uuid PRIMARY KEY,
        holder_stream_id text NOT NULL,
        holder_kind      text NOT NULL CHECK (holder_kind IN ('trade-name', 'business', 'trademark', 'seed')),
        name             text NOT NULL,
        locale           text NOT NULL CHECK (locale IN ('ckb', 'en', 'ar', 'kmr')),
        latin            text NOT NULL,
        match_key        text NOT NULL,
        skeleton         text NOT NULL,
        protection_level text NOT NULL CHECK (protection_level IN ('kri_level', 'district_level')),
        district_id      text,
        province_id      text,
        scope            text GENERATED ALWAYS AS (CASE WHEN protection_level = 'kri_level' THEN 'kri' ELSE coalesce(district_id, '?') END) STORED,
        status           text NOT NULL CHECK (status IN ('pending', 'reserved', 'granted', 'registered', 'released')),
        activity_ids     text[] NOT NULL DEFAULT '{}',
        lookup_keys      int4[] NOT NULL,
        claimed_at       timestamptz NOT NULL DEFAULT now(),
        released_at      timestamptz,
        CHECK (protection_level = 'kri_level' OR district_id IS NOT NULL)
      );
      CREATE UNIQUE INDEX tn_claims_live_key ON tn_claims (match_key, scope) WHERE status <> 'released';
      CREATE INDEX tn_claims_published ON tn_claims (claimed_at DESC) WHERE status IN ('granted', 'registered');
      CREATE INDEX tn_claims_holder ON tn_claims (holder_stream_id) WHERE status <> 'released';
      CREATE INDEX tn_claims_key ON tn_claims (match_key) WHERE status <> 'released';
      CREATE INDEX tn_claims_lookup ON tn_claims USING gin (lookup_keys gin__int_ops) WHERE status <> 'released';

      CREATE TABLE tn_legacy_names (
        id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        legacy_ref    text NOT NULL UNIQUE,
        name          text NOT NULL,
        latin         text NOT NULL,
        match_key     text NOT NULL,
        skeleton      text NOT NULL,
        lookup_keys   int4[] NOT NULL,
        district_id   text,
        registered_on date,
        owner_name    text,
        imported_at   timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX tn_legacy_key ON tn_legacy_names (match_key);
      CREATE INDEX tn_legacy_lookup ON tn_legacy_names USING gin (lookup_keys gin__int_ops);

      -- The names near a new one: those sharing a lookup key, best first. The planner cannot
      -- estimate an overlap with a few hundred hashed keys and would scan the table; the keys
      -- are selective by construction, so the index is used (SET enable_seqscan).
      CREATE FUNCTION tn_candidates(keys int4[], skeleton_length int, max_rows int, exclude_holder text)
      RETURNS TABLE (source text, id text, name text, latin text, skeleton text, status text, protection_level text,
                     district_id text, holder_stream_id text)
      LANGUAGE sql STABLE SET enable_seqscan = off AS $$
        (SELECT 'claim', c.id::text, c.name, c.latin, c.skeleton, c.status, c.protection_level, c.district_id, c.holder_stream_id
           FROM tn_claims c
          WHERE c.status <> 'released' AND c.lookup_keys && keys AND c.holder_stream_id IS DISTINCT FROM exclude_holder
          ORDER BY icount(c.lookup_keys & keys) DESC, abs(length(c.skeleton) - skeleton_length) LIMIT max_rows)
        UNION ALL
        (SELECT 'legacy', l.legacy_ref, l.name, l.latin, l.skeleton, NULL, NULL, l.district_id, NULL
           FROM tn_legacy_names l
          WHERE l.lookup_keys && keys
          ORDER BY icount(l.lookup_keys & keys) DESC, abs(length(l.skeleton) - skeleton_length) LIMIT max_rows)
      $$;

      GRANT SELECT, INSERT, UPDATE ON tn_claims TO registry_app;
      GRANT SELECT, INSERT, UPDATE ON tn_legacy_names TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION IF EXISTS tn_candidates');
    await db.query('DROP TABLE IF EXISTS tn_legacy_names, tn_claims');
  }
}
