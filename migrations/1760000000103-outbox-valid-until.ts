import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An e-mail that is worthless after a time (a one-time code) carries that time, `valid_until`:
 * the worker never sends it later than that (issue 36 §1). Near it, the module that queued the
 * e-mail renews its content (a fresh code, `renewals` counts how often), or the row is
 * `withdrawn` (its code was superseded or spent meanwhile, or nothing can renew it), never sent.
 */
export class OutboxValidUntil1760000000103 implements MigrationInterface {
  name = 'OutboxValidUntil1760000000103';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE mail_outbox
        ADD COLUMN valid_until timestamptz,
        ADD COLUMN renewals integer NOT NULL DEFAULT 0,
        ADD COLUMN renewed_at timestamptz,
        ADD COLUMN withdrawn_at timestamptz,
        DROP CONSTRAINT mail_outbox_status_check,
        ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sent', 'dead', 'withdrawn'));
      -- Health counts the renewals and withdrawals of the last hour on every call.
      CREATE INDEX mail_outbox_renewed ON mail_outbox (renewed_at) WHERE renewed_at IS NOT NULL;
      CREATE INDEX mail_outbox_withdrawn ON mail_outbox (withdrawn_at) WHERE status = 'withdrawn';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DELETE FROM mail_outbox WHERE status = 'withdrawn';
      DROP INDEX IF EXISTS mail_outbox_renewed;
      DROP INDEX IF EXISTS mail_outbox_withdrawn;
      ALTER TABLE mail_outbox
        DROP CONSTRAINT mail_outbox_status_check,
        ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sent', 'dead')),
        DROP COLUMN valid_until,
        DROP COLUMN renewals,
        DROP COLUMN renewed_at,
        DROP COLUMN withdrawn_at;
    `);
  }
}
