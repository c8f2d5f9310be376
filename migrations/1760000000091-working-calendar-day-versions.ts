import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version per exceptional day of the working calendar (issue 24 §2): the back office changes
 * and removes a day at the version it showed, so that two administrators editing the same day
 * do not overwrite each other silently (409 stale-version, as the week and hours already do).
 */
export class WorkingCalendarDayVersions1760000000091 implements MigrationInterface {
  name = 'WorkingCalendarDayVersions1760000000091';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE working_calendar_days ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE working_calendar_days DROP COLUMN IF EXISTS version');
  }
}
