import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Figurative marks (issue 33 §1): `rm_word_marks` keeps the perceptual hash of the mark's logo
 * (`logo_phash`, 16 hex digits) beside its upload id, so the examiner's case file can list the
 * marks whose images are near. SQL cannot hash an image, so this empties the read model and drops
 * its checkpoint: the API replays the projection at start-up, which hashes every logo still on
 * disk (WordMarksProjection, docs/trademarks.md).
 */
export class WordMarkLogoHashes1760000000104 implements MigrationInterface {
  name = 'WordMarkLogoHashes1760000000104';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE rm_word_marks ADD COLUMN logo_phash text CHECK (logo_phash ~ '^[0-9a-f]{16}$')`);
    await db.query('TRUNCATE rm_word_marks');
    await db.query(`DELETE FROM es_checkpoints WHERE projection = 'word-marks'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE rm_word_marks DROP COLUMN IF EXISTS logo_phash');
  }
}
