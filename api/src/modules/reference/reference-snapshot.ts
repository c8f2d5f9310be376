import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadIsicCatalogue } from './activities/isic-catalogue.js';
import { PROVINCES } from './geography/geography-data.js';

/**
 * The reference data as migrations load it (migrations/data/<migration>-activities.json and
 * -geography.json): rows built from the sources kept here (ISIC files, Kurdish labels, search
 * folding, places). Migrations never import this code; a change here reaches the database as a
 * new snapshot and a new migration that loads it (docs/reference-data.md).
 */
export function activityRows(): object[] {
  return loadIsicCatalogue().map((a) => ({
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
    synonyms: a.synonyms,
  }));
}

export function geographyRows(): { provinces: object[]; districts: object[] } {
  const names = (n: { ckb: string; en: string; ar: string; kmr: string }) => ({
    name_ckb: n.ckb,
    name_en: n.en,
    name_ar: n.ar,
    name_kmr: n.kmr,
  });
  return {
    provinces: PROVINCES.map((p, position) => ({ id: p.id, position, ...names(p.names) })),
    districts: PROVINCES.flatMap((p) => p.districts.map((d, position) => ({ id: d.id, province_id: p.id, position, ...names(d.names) }))),
  };
}

/** migrations/data, from the sources and from the build. */
export function migrationDataDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'migrations', 'data');
    if (existsSync(path.join(dir, 'api', 'package.json')) && existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error('migrations/data not found');
  }
}

export type SnapshotKind = 'activities' | 'geography';

/** The newest snapshot of a kind (file names start with the migration's timestamp). */
export function newestSnapshot(kind: SnapshotKind, dir = migrationDataDir()): { file: string; rows: unknown } {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(`-${kind}.json`))
    .sort();
  const file = files.at(-1);
  if (!file) throw new Error(`no ${kind} snapshot in ${dir}`);
  return { file, rows: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) };
}

export const SNAPSHOT_KINDS: readonly SnapshotKind[] = ['activities', 'geography'];

/**
 * Writes the snapshots a new migration will load (by default both kinds; only the changed kind
 * when the other has not moved, so that the migration reloads only what changed); one row a
 * line keeps diffs readable.
 */
export function writeSnapshots(migration: string, kinds: readonly SnapshotKind[] = SNAPSHOT_KINDS, dir = migrationDataDir()): string[] {
  const contents: Record<SnapshotKind, () => string> = {
    activities: () =>
      `[\n${activityRows()
        .map((r) => JSON.stringify(r))
        .join(',\n')}\n]\n`,
    geography: () => `${JSON.stringify(geographyRows(), null, 1)}\n`,
  };
  return kinds.map((kind) => {
    const file = path.join(dir, `${migration}-${kind}.json`);
    writeFileSync(file, contents[kind]());
    return file;
  });
}
