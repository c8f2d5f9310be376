import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Idempotency keys of writes (DESIGN.md API conventions), scoped per caller. */
export class Idempotency1760000000002 implements MigrationInterface {
  name = 'Idempotency1760000000002';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotency_records (
        scope           text NOT NULL,
        key             text NOT NULL,
        fingerprint     text NOT NULL,
        state           text NOT NULL DEFAULT 'in-flight' CHECK (state IN ('in-flight', 'done')),
        response_status integer,
        response_body   jsonb,
        location        text,
        started_at      timestamptz NOT NULL DEFAULT now(),
        completed_at    timestamptz,
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX idempotency_records_started ON idempotency_records (started_at);
      GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_records TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS idempotency_records');
  }
}
