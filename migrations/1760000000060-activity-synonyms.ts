import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readMigrationData, upsertActivities, type ActivityRow } from './support/reference-data.js';

/**
 * Everyday words of some ISIC classes in the four languages (bread, café, صيدلية, چایخانە …),
 * which the activity search matches beside the labels (docs/reference-data.md, "Search").
 * Rows as they stood when this migration was written: migrations/data/1760000000060-activities.json
 * (the rows of 050 plus `synonyms`). `down` drops the column; the labels are 050's either way.
 */
export class ActivitySynonyms1760000000060 implements MigrationInterface {
  name = 'ActivitySynonyms1760000000060';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE activities ADD COLUMN synonyms jsonb NOT NULL DEFAULT '{}'::jsonb`);
    const rows = readMigrationData<Array<ActivityRow & { synonyms: Record<string, string[]> }>>('1760000000060-activities.json');
    await upsertActivities(db, rows);
    await db.query(
      `UPDATE activities a SET synonyms = r.synonyms
         FROM jsonb_to_recordset($1::jsonb) AS r (id text, synonyms jsonb)
        WHERE a.id = r.id`,
      [JSON.stringify(rows.map(({ id, synonyms }) => ({ id, synonyms })))],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE activities DROP COLUMN synonyms');
  }
}
