import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the registry owes the applicant a step: two working days from the application reaching a reviewer's desk. */
export class ApplicationDueTimes1760000000034 implements MigrationInterface {
  name = 'ApplicationDueTimes1760000000034';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE rm_applications ADD COLUMN due_at timestamptz`);
    await db.query(`CREATE INDEX rm_applications_due ON rm_applications (kind, due_at) WHERE due_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE rm_applications DROP COLUMN IF EXISTS due_at');
  }
}
