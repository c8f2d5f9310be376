import { loadIsicCatalogue, type CatalogueActivity } from './isic-catalogue.js';

/** What a migration's QueryRunner and a pg client both offer. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Brings the activities table in line with the ISIC files and our Kurdish labels: inserts new
 * codes and rewrites labels and search keys of known ones. Idempotent, so a later migration
 * calls it again after the labels or the search folding change. Codes are never deleted:
 * applications refer to them.
 */
export async function syncActivities(db: SqlRunner, catalogue: readonly CatalogueActivity[] = loadIsicCatalogue()): Promise<void> {
  const rows = catalogue.map((a) => ({
    id: a.id,
    level: a.level,
    parent_id: a.parentId,
    selectable: a.selectable,
    position: a.position,
    label_en: a.labels.en,
    label_ar: a.labels.ar ?? null,
    label_ckb: a.labels.ckb ?? null,
    label_kmr: a.labels.kmr ?? null,
    search_key: a.searchKey,
  }));
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
