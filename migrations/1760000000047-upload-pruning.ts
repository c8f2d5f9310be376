import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unattached uploads are pruned after UPLOAD_UNATTACHED_MAX_AGE_HOURS (api/src/modules/files):
 * the application may delete rows of uploaded_files (it only ever deletes unattached ones), and
 * an index finds them by age.
 */
export class UploadPruning1760000000047 implements MigrationInterface {
  name = 'UploadPruning1760000000047';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX uploaded_files_unattached ON uploaded_files (created_at) WHERE attached_to IS NULL;
      GRANT DELETE ON uploaded_files TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      REVOKE DELETE ON uploaded_files FROM registry_app;
      DROP INDEX IF EXISTS uploaded_files_unattached;
    `);
  }
}
