import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applicants' notifications of application status changes (projection `application-notifications`).
 * - `rm_notification_streams`: what the projection knows of each application (owner, status,
 *   name, e-mail language, version); emptied by a rebuild.
 * - `rm_notification_owners`: who owned each application from which version to which (a transfer
 *   starts a new period). The notifications themselves are the application's status-changing
 *   events in `es_events` during the reader's periods: one row per application, not per event,
 *   so the projection keeps up with the event store (id = the event's id).
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
      CREATE TABLE rm_notification_owners (
        stream_id     text NOT NULL,
        owner_email   text NOT NULL,
        from_version  bigint NOT NULL,
        to_version    bigint,
        PRIMARY KEY (stream_id, from_version)
      );
      CREATE INDEX rm_notification_owners_owner ON rm_notification_owners (owner_email);

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

      GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON rm_notification_owners, rm_notification_streams TO registry_app;
      GRANT SELECT, INSERT, DELETE ON notification_reads TO registry_app;
      GRANT SELECT, INSERT ON application_status_mails TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS application_status_mails, notification_reads, rm_notification_streams, rm_notification_owners');
    await db.query(`DELETE FROM es_checkpoints WHERE projection = 'application-notifications'`);
  }
}
