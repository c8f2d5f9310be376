import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The gazette: registered companies and granted trade names, as the public may read them. Only
 * what a registry publishes is kept here (names, UEN, types, place, activities, dates); nothing
 * about natural persons, so no public query can leak it.
 */
export class Publications1760000000036 implements MigrationInterface {
  name = 'Publications1760000000036';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE rm_publications (
        stream_id         text PRIMARY KEY,
        kind              text NOT NULL CHECK (kind IN ('business', 'trade-name')),
        name              text NOT NULL,
        name_locales      jsonb NOT NULL DEFAULT '{}',
        name_skeleton     text NOT NULL DEFAULT '',
        uen               text,
        business_type     text,
        company_type      text,
        trade_name_type   text,
        protection_level  text,
        province_id       text,
        district_id       text,
        activity_ids      text[] NOT NULL DEFAULT '{}',
        status            text NOT NULL,
        published_at      timestamptz NOT NULL,
        terminated_at     timestamptz,
        version           bigint NOT NULL
      );
      CREATE UNIQUE INDEX rm_publications_uen ON rm_publications (uen) WHERE uen IS NOT NULL;
      CREATE INDEX rm_publications_list ON rm_publications (kind, published_at DESC, stream_id);
      CREATE INDEX rm_publications_place ON rm_publications (kind, province_id, district_id, published_at DESC);
      CREATE INDEX rm_publications_activities ON rm_publications USING gin (activity_ids);
      CREATE INDEX rm_publications_skeleton ON rm_publications USING gin (name_skeleton gin_trgm_ops);
      GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON rm_publications TO registry_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE IF EXISTS rm_publications');
  }
}
