import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The word marks held (issue 33 §1): the read model of WordMarksProjection, one row per
 * trademark application with its word mark's written forms, their stored keys and its Nice
 * classes. Trademark examination compares a new word mark with every row not closed (open
 * applications, reserved marks). No earlier read model kept a mark's forms and classes.
 */
export class WordMarks1760000000092 implements MigrationInterface {
  name = 'WordMarks1760000000092';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE rm_word_marks (
      stream_id text PRIMARY KEY,
      reference text,
      status text NOT NULL,
      lifecycle text NOT NULL,
      word_mark jsonb NOT NULL,
      words jsonb NOT NULL,
      classes jsonb NOT NULL,
      submitted_at timestamptz NOT NULL,
      version bigint NOT NULL
    )`);
    await db.query(`CREATE INDEX rm_word_marks_held ON rm_word_marks (lifecycle)`);
    // TRUNCATE: a rebuild empties the read model (as the other projections' tables).
    await db.query('GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON rm_word_marks TO registry_app');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS rm_word_marks');
  }
}
