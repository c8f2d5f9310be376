import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `rm_staff_correction_requests` (projection `staff-notifications`): who last returned each
 * application for correction, so that its resubmission is told to them (issue 22 §6). A read
 * model: emptied and refilled by a rebuild.
 */
export class StaffCorrectionRequests1760000000072 implements MigrationInterface {
  name = 'StaffCorrectionRequests1760000000072';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rm_staff_correction_requests (
        stream_id    text PRIMARY KEY,
        returned_by  text NOT NULL,
        version      bigint NOT NULL
      );
      GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON rm_staff_correction_requests TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS rm_staff_correction_requests');
    await db.query(`DELETE FROM es_checkpoints WHERE projection = 'staff-notifications'`);
  }
}
