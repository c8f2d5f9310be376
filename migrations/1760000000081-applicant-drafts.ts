import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `applicant_drafts` (issue 23 §10): the registration an applicant signed in by code is filling
 * in, one per applicant and kind, so that it continues on another device. A draft is scratch
 * state, not a fact of the registry: it is overwritten at every save (guarded by `version`) and
 * deleted on submission, so it lives in a table, not in the event store (docs/architecture.md).
 */
export class ApplicantDrafts1760000000081 implements MigrationInterface {
  name = 'ApplicantDrafts1760000000081';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE applicant_drafts (
        owner_email  text NOT NULL CHECK (owner_email = lower(owner_email)),
        kind         text NOT NULL CHECK (kind IN ('trade-name', 'business')),
        version      integer NOT NULL CHECK (version > 0),
        content      jsonb NOT NULL,
        updated_at   timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_email, kind)
      );
      GRANT SELECT, INSERT, UPDATE, DELETE ON applicant_drafts TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS applicant_drafts');
  }
}
