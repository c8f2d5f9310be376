import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public register of marks (issue 33 §1): `rm_word_marks` keeps the mark's image (the logo's
 * upload id) and when it was reserved, so the register can show both. The projection is replayed
 * from the first event (its rows emptied, its checkpoint dropped) to fill them for older marks.
 */
export class WordMarkRegister1760000000096 implements MigrationInterface {
  name = 'WordMarkRegister1760000000096';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE rm_word_marks ADD COLUMN logo text, ADD COLUMN reserved_at timestamptz');
    await db.query('CREATE INDEX rm_word_marks_status ON rm_word_marks (status, reserved_at DESC)');
    await db.query('TRUNCATE rm_word_marks');
    await db.query(`DELETE FROM es_checkpoints WHERE projection = 'word-marks'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX IF EXISTS rm_word_marks_status');
    await db.query('ALTER TABLE rm_word_marks DROP COLUMN IF EXISTS logo, DROP COLUMN IF EXISTS reserved_at');
  }
}
