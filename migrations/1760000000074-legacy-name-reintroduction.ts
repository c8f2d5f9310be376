import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A legacy name the trade-name department reintroduces (issue 22 §9) becomes claimable by one
 * named applicant (their e-mail, lower case). The columns are the current state; the event
 * `legacy-name.reintroduced` in the event store is the audit record.
 */
export class LegacyNameReintroduction1760000000074 implements MigrationInterface {
  name = 'LegacyNameReintroduction1760000000074';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE tn_legacy_names
        ADD COLUMN reintroduced_for text CHECK (reintroduced_for = lower(reintroduced_for)),
        ADD COLUMN reintroduced_at  timestamptz,
        ADD COLUMN reintroduced_by  text
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE tn_legacy_names DROP COLUMN IF EXISTS reintroduced_for, DROP COLUMN IF EXISTS reintroduced_at, DROP COLUMN IF EXISTS reintroduced_by`,
    );
  }
}
