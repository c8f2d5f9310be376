import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Human references of applications (issue 23 §4, `TN-2026-000123`; the format in the domain's
 * applications/reference-number.ts).
 *
 * - `application_reference_counters`: the last number taken per prefix and year. A submission
 *   locks its row (FOR UPDATE) and takes the next number in the transaction that appends its
 *   submission event, so a rolled-back or crashed submission takes none (gap-free) and concurrent
 *   submissions queue on the row (distinct, consecutive).
 * - `application_references`: the ledger, one row per application, written in that transaction
 *   too. Not a read model: no rebuild empties it. The submission event records the reference as
 *   well (from issue 23 on); for applications submitted before, this migration numbered them in
 *   submission order (global position), per prefix and the year (Baghdad time) their submission
 *   was recorded, and the ledger is where their reference lives.
 * - `rm_applications.reference`: the lists show and search it (ApplicationsIndexProjection).
 */
export class ApplicationReferences1760000000080 implements MigrationInterface {
  name = 'ApplicationReferences1760000000080';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE application_reference_counters (
        prefix      text NOT NULL CHECK (prefix IN ('TN', 'CO', 'FB', 'TM')),
        year        integer NOT NULL,
        last_number integer NOT NULL CHECK (last_number > 0),
        PRIMARY KEY (prefix, year)
      );
      CREATE TABLE application_references (
        stream_id  text PRIMARY KEY,
        reference  text NOT NULL UNIQUE,
        prefix     text NOT NULL,
        year       integer NOT NULL,
        number     integer NOT NULL,
        UNIQUE (prefix, year, number)
      );
      GRANT SELECT, INSERT, UPDATE ON application_reference_counters TO registry_app;
      GRANT SELECT, INSERT ON application_references TO registry_app;
    `);
    await db.query(
      'ALTER TABLE rm_applications ADD COLUMN reference text; CREATE INDEX rm_applications_reference ON rm_applications (reference)',
    );
    await numberUnreferencedApplications(db);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE rm_applications DROP COLUMN IF EXISTS reference');
    await db.query('DROP TABLE IF EXISTS application_references');
    await db.query('DROP TABLE IF EXISTS application_reference_counters');
  }
}

/**
 * The backfill: every submitted application that has no reference (in its submission event or
 * the ledger) numbered in submission order (global position), per prefix and the year (Baghdad
 * time) its submission was recorded, after the numbers already taken; the counters and the read
 * model follow. Idempotent: a second run finds nothing to number.
 */
export async function numberUnreferencedApplications(db: Pick<QueryRunner, 'query'>): Promise<void> {
  await db.query(`
    WITH submitted AS (
      SELECT e.stream_id, e.global_position,
             CASE e.stream_type
               WHEN 'trade-name' THEN 'TN'
               WHEN 'trademark' THEN 'TM'
               ELSE CASE WHEN e.data ->> 'businessType' = 'foreign_company' THEN 'FB' ELSE 'CO' END
             END AS prefix,
             extract(year FROM e.recorded_at AT TIME ZONE 'Asia/Baghdad')::int AS year
        FROM es_events e
       WHERE e.stream_version = 1
         AND e.event_type IN ('trade-name.submitted', 'business.submitted', 'trademark.submitted')
         AND NOT (e.data ? 'reference')
         AND NOT EXISTS (SELECT 1 FROM application_references r WHERE r.stream_id = e.stream_id)
    ), numbered AS (
      SELECT s.stream_id, s.prefix, s.year,
             (coalesce(c.last_number, 0) + row_number() OVER (PARTITION BY s.prefix, s.year ORDER BY s.global_position))::int AS number
        FROM submitted s LEFT JOIN application_reference_counters c ON c.prefix = s.prefix AND c.year = s.year
    ), recorded AS (
      INSERT INTO application_references (stream_id, reference, prefix, year, number)
      SELECT stream_id, prefix || '-' || year || '-' || lpad(number::text, 6, '0'), prefix, year, number FROM numbered
      RETURNING prefix, year, number
    )
    INSERT INTO application_reference_counters AS c (prefix, year, last_number)
    SELECT prefix, year, max(number) FROM recorded GROUP BY prefix, year
    ON CONFLICT (prefix, year) DO UPDATE SET last_number = greatest(c.last_number, excluded.last_number)
  `);
  await db.query(
    'UPDATE rm_applications a SET reference = r.reference FROM application_references r WHERE r.stream_id = a.stream_id AND a.reference IS NULL',
  );
}
