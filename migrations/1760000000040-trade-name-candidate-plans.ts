import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `tn_candidates` looks names up through GIN, which answers bitmap scans only. The planner cannot
 * estimate an overlap with hashed keys; for the weak tier (no ORDER BY, a LIMIT of a few rows) it
 * then preferred walking another index of every live claim and filtering: two seconds at a million
 * names instead of a fraction of a millisecond. Plain index scans are off inside the function, as
 * sequential scans already were. See docs/trade-name-matching.md ("Performance and indexes").
 */
export class TradeNameCandidatePlans1760000000040 implements MigrationInterface {
  name = 'TradeNameCandidatePlans1760000000040';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER FUNCTION tn_candidates(int4[], int4[], int, int, text) SET enable_indexscan = off');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER FUNCTION tn_candidates(int4[], int4[], int, int, text) RESET enable_indexscan');
  }
}
