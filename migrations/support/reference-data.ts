import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QueryRunner } from 'typeorm';

/**
 * Reference data as a migration loaded it: versioned JSON files under migrations/data/, named
 * after the migration that reads them and never edited afterwards, so that an old migration
 * loads the same rows on any later checkout. A change to the data is a new file and a new
 * migration (docs/reference-data.md). Found from the sources and from the build alike (the
 * build does not copy JSON files).
 */
export function readMigrationData<T>(file: string): T {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    for (const candidate of [path.join(dir, 'data', file), path.join(dir, 'migrations', 'data', file)]) {
      if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8')) as T;
    }
    if (path.dirname(dir) === dir) throw new Error(`migration data ${file} not found`);
  }
}

export interface ActivityRow {
  id: string;
  level: string;
  parent_id: string | null;
  selectable: boolean;
  position: number;
  label_en: string;
  label_ar: string | null;
  label_ckb: string | null;
  label_kmr: string | null;
  search_key: string;
}

export interface PlaceNames {
  name_ckb: string;
  name_en: string;
  name_ar: string;
  name_kmr: string;
}
export interface GeographyData {
  provinces: Array<{ id: string; position: number } & PlaceNames>;
  districts: Array<{ id: string; province_id: string; position: number } & PlaceNames>;
}

/** Inserts new activity codes and rewrites known ones; codes are never deleted (applications refer to them). */
export async function upsertActivities(db: QueryRunner, rows: readonly ActivityRow[]): Promise<void> {
  await db.query(
    `INSERT INTO activities (id, level, parent_id, selectable, position, label_en, label_ar, label_ckb, label_kmr, search_key)
     SELECT id, level, parent_id, selectable, position, label_en, label_ar, label_ckb, label_kmr, search_key
       FROM jsonb_to_recordset($1::jsonb) AS r (id text, level text, parent_id text, selectable boolean, position integer,
                                                label_en text, label_ar text, label_ckb text, label_kmr text, search_key text)
      ORDER BY position
     ON CONFLICT (id) DO UPDATE SET
       level = EXCLUDED.level, parent_id = EXCLUDED.parent_id, selectable = EXCLUDED.selectable, position = EXCLUDED.position,
       label_en = EXCLUDED.label_en, label_ar = EXCLUDED.label_ar, label_ckb = EXCLUDED.label_ckb, label_kmr = EXCLUDED.label_kmr,
       search_key = EXCLUDED.search_key`,
    [JSON.stringify(rows)],
  );
}

/** Inserts new places and rewrites names and order of known ones; places are never deleted (addresses refer to them). */
export async function upsertGeography(db: QueryRunner, data: GeographyData): Promise<void> {
  await db.query(
    `INSERT INTO provinces (id, position, name_ckb, name_en, name_ar, name_kmr)
     SELECT id, position, name_ckb, name_en, name_ar, name_kmr
       FROM jsonb_to_recordset($1::jsonb) AS r (id text, position integer, name_ckb text, name_en text, name_ar text, name_kmr text)
     ON CONFLICT (id) DO UPDATE SET
       position = EXCLUDED.position, name_ckb = EXCLUDED.name_ckb, name_en = EXCLUDED.name_en,
       name_ar = EXCLUDED.name_ar, name_kmr = EXCLUDED.name_kmr`,
    [JSON.stringify(data.provinces)],
  );
  await db.query(
    `INSERT INTO districts (id, province_id, position, name_ckb, name_en, name_ar, name_kmr)
     SELECT id, province_id, position, name_ckb, name_en, name_ar, name_kmr
       FROM jsonb_to_recordset($1::jsonb) AS r (id text, province_id text, position integer, name_ckb text, name_en text, name_ar text, name_kmr text)
     ON CONFLICT (id) DO UPDATE SET
       province_id = EXCLUDED.province_id, position = EXCLUDED.position, name_ckb = EXCLUDED.name_ckb,
       name_en = EXCLUDED.name_en, name_ar = EXCLUDED.name_ar, name_kmr = EXCLUDED.name_kmr`,
    [JSON.stringify(data.districts)],
  );
}
