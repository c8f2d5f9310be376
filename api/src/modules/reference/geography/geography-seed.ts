import type { SqlRunner } from '../activities/activity-seed.js';
import { PROVINCES, type ProvinceData } from './geography-data.js';

/**
 * Brings the provinces and districts tables in line with `PROVINCES`: new places are inserted,
 * names and order of known ones rewritten. Idempotent (a later migration calls it again after
 * a correction); places are never deleted, since addresses refer to them.
 */
export async function syncGeography(db: SqlRunner, provinces: readonly ProvinceData[] = PROVINCES): Promise<void> {
  const provinceRows = provinces.map((p, position) => ({ id: p.id, position, ...namesOf(p.names) }));
  const districtRows = provinces.flatMap((p) => p.districts.map((d, position) => ({ id: d.id, province_id: p.id, position, ...namesOf(d.names) })));
  await db.query(
    `INSERT INTO provinces (id, position, name_ckb, name_en, name_ar, name_kmr)
     SELECT id, position, name_ckb, name_en, name_ar, name_kmr
       FROM jsonb_to_recordset($1::jsonb) AS r (id text, position integer, name_ckb text, name_en text, name_ar text, name_kmr text)
     ON CONFLICT (id) DO UPDATE SET
       position = EXCLUDED.position, name_ckb = EXCLUDED.name_ckb, name_en = EXCLUDED.name_en,
       name_ar = EXCLUDED.name_ar, name_kmr = EXCLUDED.name_kmr`,
    [JSON.stringify(provinceRows)],
  );
  await db.query(
    `INSERT INTO districts (id, province_id, position, name_ckb, name_en, name_ar, name_kmr)
     SELECT id, province_id, position, name_ckb, name_en, name_ar, name_kmr
       FROM jsonb_to_recordset($1::jsonb) AS r (id text, province_id text, position integer, name_ckb text, name_en text, name_ar text, name_kmr text)
     ON CONFLICT (id) DO UPDATE SET
       province_id = EXCLUDED.province_id, position = EXCLUDED.position, name_ckb = EXCLUDED.name_ckb,
       name_en = EXCLUDED.name_en, name_ar = EXCLUDED.name_ar, name_kmr = EXCLUDED.name_kmr`,
    [JSON.stringify(districtRows)],
  );
}

const namesOf = (n: ProvinceData['names']) => ({ name_ckb: n.ckb, name_en: n.en, name_ar: n.ar, name_kmr: n.kmr });
