import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The working calendar as data (spec §1, §9): one row of settings (the week, the office hours,
 * the region's UTC offset) seeded with Sunday to Thursday 08:00 to 15:00 UTC+3, and the days that
 * differ from the week (public holidays `off`, a worked Friday `working_hours`, a `full_day`).
 * Every change is also written to `security_log` by the application.
 */
export class WorkingCalendar1760000000038 implements MigrationInterface {
  name = 'WorkingCalendar1760000000038';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE working_calendar_settings (
        id                  boolean PRIMARY KEY DEFAULT true CHECK (id),
        utc_offset_minutes  integer NOT NULL CHECK (utc_offset_minutes BETWEEN -720 AND 840),
        week                text[] NOT NULL CHECK (
                              cardinality(week) = 7 AND array_ndims(week) = 1 AND array_position(week, NULL) IS NULL
                              AND week <@ ARRAY['off', 'full_day', 'working_hours']::text[]),
        opens               text NOT NULL CHECK (opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        closes              text NOT NULL CHECK (closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        version             integer NOT NULL DEFAULT 1,
        updated_at          timestamptz NOT NULL DEFAULT now(),
        updated_by          text NOT NULL,
        CHECK (opens < closes)
      );
      INSERT INTO working_calendar_settings (utc_offset_minutes, week, opens, closes, updated_by)
      VALUES (180, ARRAY['working_hours', 'working_hours', 'working_hours', 'working_hours', 'working_hours', 'off', 'off'], '08:00', '15:00', 'system');

      CREATE TABLE working_calendar_days (
        day           date PRIMARY KEY,
        working_time  text NOT NULL CHECK (working_time IN ('off', 'full_day', 'working_hours')),
        name          jsonb CHECK (name IS NULL OR jsonb_typeof(name) = 'object'),
        updated_at    timestamptz NOT NULL DEFAULT now(),
        updated_by    text NOT NULL
      );

      GRANT SELECT, UPDATE ON working_calendar_settings TO registry_app;
      GRANT SELECT, INSERT, UPDATE, DELETE ON working_calendar_days TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS working_calendar_days, working_calendar_settings');
  }
}
