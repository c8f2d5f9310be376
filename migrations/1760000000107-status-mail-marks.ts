import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which status e-mails were queued, kept per application instead of per event (issue 36 §4):
 * `application_status_mail_marks` holds, for each application, the version of the last event
 * whose e-mails were queued, and every event at or below it counts as mailed. The projection
 * decides its e-mails in each stream's version order, so this says what the event ledger
 * (`application_status_mails`, a row per mailed event) said, with one row per application
 * instead of eight: a first catch-up wrote 177,784 ledger rows for 22,223 applications. A
 * rebuild still mails nobody twice, and an event that a later release would mail (a kind of
 * e-mail added since) is not mailed for the history either. `previous_through` is the mark
 * before its last move: the write that moves a mark returns it, and with it which of its events
 * no one else has mailed (docs/architecture.md, "Status e-mails, once").
 */
export class StatusMailMarks1760000000107 implements MigrationInterface {
  name = 'StatusMailMarks1760000000107';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE application_status_mail_marks (
        stream_id         text PRIMARY KEY,
        mailed_through    bigint NOT NULL CHECK (mailed_through > 0),
        previous_through  bigint NOT NULL DEFAULT 0 CHECK (previous_through >= 0 AND previous_through < mailed_through),
        updated_at        timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO application_status_mail_marks (stream_id, mailed_through)
        SELECT e.stream_id, max(e.stream_version) FROM application_status_mails m JOIN es_events e ON e.event_id = m.event_id
         GROUP BY e.stream_id;
      DROP TABLE application_status_mails;
      GRANT SELECT, INSERT, UPDATE ON application_status_mail_marks TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE application_status_mails (
        event_id   uuid PRIMARY KEY,
        queued_at  timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO application_status_mails (event_id)
        SELECT e.event_id FROM es_events e JOIN application_status_mail_marks k ON k.stream_id = e.stream_id
         WHERE e.stream_version <= k.mailed_through;
      DROP TABLE application_status_mail_marks;
      GRANT SELECT, INSERT ON application_status_mails TO registry_app;
    `);
  }
}
