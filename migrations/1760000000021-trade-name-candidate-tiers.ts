import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trade-name candidates in two tiers (docs/trade-name-matching.md, "Finding candidates").
 * Stored names gain pair keys (a short word with another word of the name), so a query no longer
 * looks up a short word on its own, which at a million names matches thousands of rows. Every
 * stored name is re-keyed by the application when it starts (migration 042); `tn_candidates` takes the strong keys (ranked) and the weak ones (the
 * similar-names list, unranked, only while room is left).
 */
export class TradeNameCandidateTiers1760000000021 implements MigrationInterface {
  name = 'TradeNameCandidateTiers1760000000021';

  async up(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION IF EXISTS tn_candidates(int4[], int, int, text)');
    await db.query(`
      -- Strong keys: every name that could conflict shares one; those sharing most come first.
      -- Weak keys: names sharing only one short word, taken unranked while room is left.
      -- The planner cannot estimate an overlap with hashed keys and would scan the table; the
      -- keys are selective by construction, so the index is used (SET enable_seqscan).
      CREATE FUNCTION tn_candidates(strong int4[], weak int4[], skeleton_length int, max_rows int, exclude_holder text)
      RETURNS TABLE (source text, id text, name text, latin text, skeleton text, status text, protection_level text,
                     district_id text, holder_stream_id text)
      LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
      DECLARE
        taken int;
      BEGIN
        RETURN QUERY
          SELECT 'claim'::text, c.id::text, c.name, c.latin, c.skeleton, c.status, c.protection_level, c.district_id, c.holder_stream_id
            FROM tn_claims c
           WHERE c.status <> 'released' AND c.lookup_keys && strong AND c.holder_stream_id IS DISTINCT FROM exclude_holder
           ORDER BY icount(c.lookup_keys & strong) DESC, abs(length(c.skeleton) - skeleton_length)
           LIMIT max_rows;
        GET DIAGNOSTICS taken = ROW_COUNT;
        IF taken < max_rows AND cardinality(weak) > 0 THEN
          RETURN QUERY
            SELECT 'claim'::text, c.id::text, c.name, c.latin, c.skeleton, c.status, c.protection_level, c.district_id, c.holder_stream_id
              FROM tn_claims c
             WHERE c.status <> 'released' AND c.lookup_keys && weak AND NOT (c.lookup_keys && strong)
               AND c.holder_stream_id IS DISTINCT FROM exclude_holder
             LIMIT max_rows - taken;
        END IF;

        RETURN QUERY
          SELECT 'legacy'::text, l.legacy_ref, l.name, l.latin, l.skeleton, NULL::text, NULL::text, l.district_id, NULL::text
            FROM tn_legacy_names l
           WHERE l.lookup_keys && strong
           ORDER BY icount(l.lookup_keys & strong) DESC, abs(length(l.skeleton) - skeleton_length)
           LIMIT max_rows;
        GET DIAGNOSTICS taken = ROW_COUNT;
        IF taken < max_rows AND cardinality(weak) > 0 THEN
          RETURN QUERY
            SELECT 'legacy'::text, l.legacy_ref, l.name, l.latin, l.skeleton, NULL::text, NULL::text, l.district_id, NULL::text
              FROM tn_legacy_names l
             WHERE l.lookup_keys && weak AND NOT (l.lookup_keys && strong)
             LIMIT max_rows - taken;
        END IF;
      END
      $$;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION IF EXISTS tn_candidates(int4[], int4[], int, int, text)');
  }
}
