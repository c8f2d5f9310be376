import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read model: one row per application (trade name, business, trademark), kept by its projection. */
export class ApplicationsIndex1760000000033 implements MigrationInterface {
  name = 'ApplicationsIndex1760000000033';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rm_applications (
        stream_id     text PRIMARY KEY,
        kind          text NOT NULL CHECK (kind IN ('trade-name', 'business', 'trademark')),
        owner_email   text NOT NULL,
        status        text NOT NULL,
        name          text,
        uen           text,
        version       bigint NOT NULL,
        submitted_at  timestamptz NOT NULL,
        updated_at    timestamptz NOT NULL
      );
      CREATE INDEX rm_applications_owner ON rm_applications (kind, lower(owner_email), updated_at DESC);
      CREATE INDEX rm_applications_kind ON rm_applications (kind, updated_at DESC);
      GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON rm_applications TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS rm_applications');
  }
}
