import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readMigrationData, upsertActivities, type ActivityRow } from './support/reference-data.js';

/**
 * Central Kurdish and Kurmanji labels for every ISIC Rev.4 activity (groups and classes had
 * none; some section and division labels revised to the glossary, docs/isic-kurdish-glossary.md),
 * with the search keys recomputed over the new labels so that Kurdish words find the activities.
 * Rows as they stood when this migration was written: migrations/data/1760000000050-activities.json
 * (`npm run reference:snapshot -- 1760000000050 activities`). Codes and English and Arabic labels
 * are unchanged; `down` puts back the rows migration 010 loaded.
 */
export class ActivityKurdishLabels1760000000050 implements MigrationInterface {
  name = 'ActivityKurdishLabels1760000000050';

  async up(db: QueryRunner): Promise<void> {
    await upsertActivities(db, readMigrationData<ActivityRow[]>('1760000000050-activities.json'));
  }

  async down(db: QueryRunner): Promise<void> {
    await upsertActivities(db, readMigrationData<ActivityRow[]>('1760000000010-activities.json'));
  }
}
