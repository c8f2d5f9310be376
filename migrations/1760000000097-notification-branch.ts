import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mails about a foreign company's application call it a branch (issue 34 §4): the
 * projection `application-notifications` keeps the business's kind (`business_type`) beside its
 * name. Filled here from the applications' read model for the rows already projected.
 */
export class NotificationBranch1760000000097 implements MigrationInterface {
  name = 'NotificationBranch1760000000097';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE rm_notification_streams ADD COLUMN business_type text');
    await db.query(`
      UPDATE rm_notification_streams n SET business_type = a.business_type
        FROM rm_applications a WHERE a.stream_id = n.stream_id AND a.business_type IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE rm_notification_streams DROP COLUMN IF EXISTS business_type');
  }
}
