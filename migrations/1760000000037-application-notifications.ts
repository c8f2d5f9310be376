import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applicants' notifications of application status changes (projection `application-notifications`).
 * - `rm_application_notifications`: the projected in-app notifications, id = the event's id; a
 *   rebuild empties and refills it with the same rows.
 * - `rm_notification_streams`: what the projection knows of each application (owner, status,
 *   name, e-mail language, version); emptied by a rebuild too.
 * - `notification_reads`: when a projected notification was read. No rebuild touches it, so
 *   read marks survive one (the notification comes back with the same id). Rows of
 *   `notifications` (written directly, staff's too) keep their own `read_at`.
 * - `application_status_mails`: the events an e-mail was queued for. No rebuild touches it, so a
 *   replay never queues an e-mail twice, even after the outbox has pruned the sent row. The
 *   events stored before this migration count as mailed: the first run does not mail history.
 */
export class ApplicationNotifications1760000000037 implements MigrationInterface {
  name = 'ApplicationNotifications1760000000037';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rm_application_notifications (
        id            uuid PRIMARY KEY,
        recipient     text NOT NULL,
        kind          text NOT NULL,
        message_code  text NOT NULL,
        params        jsonb NOT NULL DEFAULT '{}',
        link          text,
        created_at    timestamptz NOT NULL
      );
      CREATE INDEX rm_application_notifications_recipient ON rm_application_notifications (recipient, created_at DESC, id);

      CREATE TABLE rm_notification_streams (
        stream_id    text PRIMARY KEY,
        kind         text NOT NULL,
        owner_email  text NOT NULL,
        status       text NOT NULL,
        name         text,
        locale       text NOT NULL,
        version      bigint NOT NULL
      );

      CREATE TABLE notification_reads (
        notification_id  uuid PRIMARY KEY,
        recipient        text NOT NULL,
        read_at          timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX notification_reads_recipient ON notification_reads (recipient);

      CREATE TABLE application_status_mails (
        event_id   uuid PRIMARY KEY,
        queued_at  timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO application_status_mails (event_id)
        SELECT event_id FROM es_events WHERE stream_type IN ('trade-name', 'business', 'trademark');

      GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON rm_application_notifications, rm_notification_streams TO registry_app;
      GRANT SELECT, INSERT, DELETE ON notification_reads TO registry_app;
      GRANT SELECT, INSERT ON application_status_mails TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS application_status_mails, notification_reads, rm_notification_streams, rm_application_notifications');
    await db.query(`DELETE FROM es_checkpoints WHERE projection = 'application-notifications'`);
  }
}
