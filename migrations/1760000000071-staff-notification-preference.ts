import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a member of staff hears of their work (issue 22 §6): in the back office only (`in_app`,
 * the default) or in the back office and by e-mail through the outbox (`in_app_and_email`).
 */
export class StaffNotificationPreference1760000000071 implements MigrationInterface {
  name = 'StaffNotificationPreference1760000000071';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE staff_users
        ADD COLUMN notification_channel text NOT NULL DEFAULT 'in_app'
        CHECK (notification_channel IN ('in_app', 'in_app_and_email'));
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE staff_users DROP COLUMN IF EXISTS notification_channel');
  }
}
