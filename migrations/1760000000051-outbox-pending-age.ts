import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The health check asks for the oldest unsent e-mail on every call: one index entry, not a scan of the backlog. */
export class OutboxPendingAge1760000000051 implements MigrationInterface {
  name = 'OutboxPendingAge1760000000051';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX mail_outbox_pending_age ON mail_outbox (created_at) WHERE status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS mail_outbox_pending_age`);
  }
}
