import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readMigrationData, upsertActivities, upsertGeography, type ActivityRow, type GeographyData } from './support/reference-data.js';

/**
 * Reference data read by every application: ISIC Rev.4 activities (labels in ckb, en, ar, kmr
 * where known, and a folded search key over all of them) and the provinces and districts of
 * the region, as they stood when this migration was written: migrations/data/1760000000010-*.json
 * (made from api/src/modules/reference by `npm run reference:snapshot`). This migration creates
 * the tables and loads them. The application only reads these tables.
 */
export class ActivitiesGeography1760000000010 implements MigrationInterface {
  name = 'ActivitiesGeography1760000000010';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      -- Trigram index for the infix LIKE of the activity search (pg_trgm ships with PostgreSQL).
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      CREATE TABLE activities (
        id          text PRIMARY KEY CHECK (id ~ '^([A-Z]|[0-9]{2,6})$'),
        level       text NOT NULL CHECK (level IN ('section', 'division', 'group', 'class', 'sub_class')),
        parent_id   text REFERENCES activities (id),
        selectable  boolean NOT NULL,
        position    integer NOT NULL,
        label_en    text NOT NULL CHECK (btrim(label_en) <> ''),
        label_ar    text CHECK (btrim(label_ar) <> ''),
        label_ckb   text CHECK (btrim(label_ckb) <> ''),
        label_kmr   text CHECK (btrim(label_kmr) <> ''),
        search_key  text NOT NULL,
        CHECK ((level = 'section') = (parent_id IS NULL))
      );
      CREATE INDEX activities_parent ON activities (parent_id, position);
      CREATE INDEX activities_position ON activities (position);
      CREATE INDEX activities_search ON activities USING gin (search_key gin_trgm_ops);

      CREATE TABLE provinces (
        id        text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        position  integer NOT NULL,
        name_ckb  text NOT NULL CHECK (btrim(name_ckb) <> ''),
        name_en   text NOT NULL CHECK (btrim(name_en) <> ''),
        name_ar   text NOT NULL CHECK (btrim(name_ar) <> ''),
        name_kmr  text NOT NULL CHECK (btrim(name_kmr) <> '')
      );

      CREATE TABLE districts (
        id           text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        province_id  text NOT NULL REFERENCES provinces (id),
        position     integer NOT NULL,
        name_ckb     text NOT NULL CHECK (btrim(name_ckb) <> ''),
        name_en      text NOT NULL CHECK (btrim(name_en) <> ''),
        name_ar      text NOT NULL CHECK (btrim(name_ar) <> ''),
        name_kmr     text NOT NULL CHECK (btrim(name_kmr) <> '')
      );
      CREATE INDEX districts_province ON districts (province_id, position);

      GRANT SELECT ON activities, provinces, districts TO registry_app;
    `);
    await upsertActivities(db, readMigrationData<ActivityRow[]>('1760000000010-activities.json'));
    await upsertGeography(db, readMigrationData<GeographyData>('1760000000010-geography.json'));
  }

  async down(db: QueryRunner): Promise<void> {
    // pg_trgm stays: other tables may use it.
    await db.query('DROP TABLE IF EXISTS districts, provinces, activities');
  }
}
