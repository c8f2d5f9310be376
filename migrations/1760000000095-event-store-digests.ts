import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The daily digests of the event store (issue 33 §3, docs/security.md "Anchoring the chain"):
 * one row per day, the count of events and the global position covered and a running SHA-256
 * over their chain hashes in position order. Append-only as es_events (the same trigger), so the
 * application can only add a day; once published, a row changed by the owner no longer matches
 * the copies others hold.
 */
export class EventStoreDigests1760000000095 implements MigrationInterface {
  name = 'EventStoreDigests1760000000095';

  async up(db: QueryRunner): Promise<void> {
    // The refusal names the table it guards (the same text as before for es_events).
    await db.query(`
      CREATE OR REPLACE FUNCTION es_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
      END
      $fn$;
    `);
    await db.query(`
      CREATE TABLE es_digests (
        day          date PRIMARY KEY,
        event_count  bigint NOT NULL CHECK (event_count >= 0),
        position     bigint NOT NULL CHECK (position >= 0),
        hash         text NOT NULL CHECK (hash ~ '^[0-9a-f]{64}$'),
        recorded_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE TRIGGER es_digests_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON es_digests
        FOR EACH STATEMENT EXECUTE FUNCTION es_refuse_change();
      -- Recording and verifying read the events in position order, a day's range at a time.
      CREATE INDEX es_events_global_position ON es_events (global_position);
      REVOKE ALL ON es_digests FROM PUBLIC;
      GRANT SELECT, INSERT ON es_digests TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS es_digests`);
    await db.query(`DROP INDEX IF EXISTS es_events_global_position`);
    // es_refuse_change keeps naming its table: for es_events its text is the one it had.
  }
}
