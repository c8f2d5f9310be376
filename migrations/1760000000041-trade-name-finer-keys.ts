import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finer lookup keys for trade names (docs/trade-name-matching.md, "Finding candidates"): a word or
 * a whole name of six skeleton letters or fewer is keyed with f kept (fine keys), short collapsed
 * keys carry their skeleton's length, a partner of six letters brings its neighbours, and a common
 * partner's keys are marked. The heaviest candidate queries read half the rows they did. Every
 * stored name is re-keyed by the application when it starts (migration 042,
 * lookup-keys-refresh.ts; this migration used to call the key code itself); `tn_candidates` is unchanged (it compares hashes, whatever they stand
 * for, and keeps `enable_seqscan` and `enable_indexscan` off). The lookup indexes are rebuilt
 * afterwards rather than left with every entry replaced.
 */
export class TradeNameFinerKeys1760000000041 implements MigrationInterface {
  name = 'TradeNameFinerKeys1760000000041';

  async up(db: QueryRunner): Promise<void> {
    await db.query('REINDEX INDEX tn_claims_lookup');
    await db.query('REINDEX INDEX tn_legacy_lookup');
  }

  async down(): Promise<void> {
    // The keys are those of the code that runs, which re-keys at start: nothing to undo here.
  }
}
