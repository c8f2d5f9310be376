import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read model of the stream-summary projection: one row per stream. */
export class StreamSummary1760000000001 implements MigrationInterface {
  name = 'StreamSummary1760000000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rm_stream_summary (
        stream_id         text PRIMARY KEY,
        stream_type       text NOT NULL,
        version           bigint NOT NULL,
        last_event_type   text NOT NULL,
        first_recorded_at timestamptz NOT NULL,
        last_recorded_at  timestamptz NOT NULL
      );
      CREATE INDEX rm_stream_summary_type ON rm_stream_summary (stream_type, last_recorded_at DESC);
      GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON rm_stream_summary TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS rm_stream_summary`);
  }
}
