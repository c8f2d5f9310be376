import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The applications read model grows the columns the lists of spec §7 filter on (district,
 * province, activities, protection level, trade-name type, owners' UPNs, assignee, established
 * date, lifecycle). Due times are no longer stored:
 * the projection keeps when each service-level clock started, and the reader applies the
 * working calendar of the moment (holidays declared later count). The projection is rebuilt.
 */
export class ApplicationReadModel1760000000035 implements MigrationInterface {
  name = 'ApplicationReadModel1760000000035';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      TRUNCATE rm_applications;
      UPDATE es_checkpoints SET checkpoint = NULL, updated_at = now() WHERE projection = 'applications-index';
      DROP INDEX IF EXISTS rm_applications_due;
      ALTER TABLE rm_applications
        DROP COLUMN due_at,
        ADD COLUMN name_skeleton    text,
        ADD COLUMN protection_level text,
        ADD COLUMN district_id      text,
        ADD COLUMN province_id      text,
        ADD COLUMN activity_ids     text[] NOT NULL DEFAULT '{}',
        ADD COLUMN trade_name_type  text,
        ADD COLUMN business_type    text,
        ADD COLUMN company_type     text,
        ADD COLUMN owners_upn       text[] NOT NULL DEFAULT '{}',
        ADD COLUMN assignee_id      text,
        ADD COLUMN lifecycle        text NOT NULL CHECK (lifecycle IN ('open', 'active', 'closed')),
        ADD COLUMN established_at   timestamptz,
        ADD COLUMN answer_since     timestamptz,
        ADD COLUMN processing_since timestamptz;
      CREATE INDEX rm_applications_status ON rm_applications (kind, status, updated_at DESC);
      CREATE INDEX rm_applications_activities ON rm_applications USING gin (activity_ids);
      CREATE INDEX rm_applications_owners ON rm_applications USING gin (owners_upn);
      CREATE INDEX rm_applications_skeleton ON rm_applications USING gin (name_skeleton gin_trgm_ops);
      CREATE INDEX rm_applications_uen ON rm_applications (uen) WHERE uen IS NOT NULL;
      CREATE INDEX rm_applications_queue ON rm_applications (kind, processing_since) WHERE processing_since IS NOT NULL;
      CREATE INDEX rm_applications_assignee ON rm_applications (assignee_id, processing_since) WHERE assignee_id IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      TRUNCATE rm_applications;
      UPDATE es_checkpoints SET checkpoint = NULL WHERE projection = 'applications-index';
      ALTER TABLE rm_applications DROP COLUMN name_skeleton, DROP COLUMN protection_level, DROP COLUMN district_id,
        DROP COLUMN province_id, DROP COLUMN activity_ids, DROP COLUMN trade_name_type, DROP COLUMN business_type, DROP COLUMN company_type,
        DROP COLUMN owners_upn, DROP COLUMN assignee_id, DROP COLUMN lifecycle, DROP COLUMN established_at, DROP COLUMN answer_since,
        DROP COLUMN processing_since, ADD COLUMN due_at timestamptz;
    `);
  }
}
