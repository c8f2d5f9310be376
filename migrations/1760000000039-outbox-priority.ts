import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time codes go before everything else in the outbox: a person waits for them on the
 * screen, while a burst of status e-mails (a busy morning of reviews) can wait its turn.
 */
export class OutboxPriority1760000000039 implements MigrationInterface {
  name = 'OutboxPriority1760000000039';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE mail_outbox ADD COLUMN priority smallint NOT NULL DEFAULT 1 CHECK (priority IN (0, 1));
      DROP INDEX mail_outbox_due;
      CREATE INDEX mail_outbox_due ON mail_outbox (priority, next_attempt_at) WHERE status = 'pending';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX mail_outbox_due;
      ALTER TABLE mail_outbox DROP COLUMN priority;
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';
    `);
  }
}
