import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchKey } from './search-key.js';

/** Levels of the ISIC hierarchy (spec §3 "Activity"); the published data stops at class. */
export const ACTIVITY_LEVELS = ['section', 'division', 'group', 'class', 'sub_class'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** Applicants choose classes only: higher levels are headings that group them. */
export const isSelectable = (level: ActivityLevel): boolean => level === 'class';

/** An id is the ISIC code: a section letter, or 2 (division) to 6 (national sub-class) digits. */
export const ACTIVITY_ID = /^(?:[A-Za-z]|\d{2,6})$/;
export const canonicalActivityId = (id: string): string => id.toUpperCase();

export interface ActivityLabels {
  en: string;
  ar?: string;
  ckb?: string;
  kmr?: string;
}

export interface CatalogueActivity {
  id: string;
  level: ActivityLevel;
  parentId: string | null;
  selectable: boolean;
  /** Place in the published order (depth first), which sorts sections before their divisions. */
  position: number;
  labels: ActivityLabels;
  /** Every label folded by `searchKey`, so that one column answers a query in any language. */
  searchKey: string;
  /** Everyday words for a class, by language (data/activity-synonyms.json); empty for most. */
  synonyms: ActivitySynonyms;
}

/** Words applicants use for an activity that its title does not contain (bread, café, صيدلية …). */
export type ActivitySynonyms = Partial<Record<'ckb' | 'kmr' | 'ar' | 'en', string[]>>;

interface IsicClass {
  class: string;
  description: string;
}
interface IsicGroup {
  group: string;
  description: string;
  classes: IsicClass[];
}
interface IsicDivision {
  division: string;
  description: string;
  groups: IsicGroup[];
}
interface IsicSection {
  section: string;
  description: string;
  divisions: IsicDivision[];
}
export interface IsicFile {
  sections: IsicSection[];
}

/** The folder of the ISIC JSON files, from the sources and from the build (which does not copy JSON). */
export function isicDataDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, 'data');
  if (existsSync(path.join(beside, 'isic4-en.json'))) return beside;
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'api', 'package.json')))
      return path.join(dir, 'api', 'src', 'modules', 'reference', 'activities', 'data');
    if (path.dirname(dir) === dir) throw new Error(`ISIC data not found from ${here}`);
  }
}

/** Our Central Kurdish and Kurmanji label of an ISIC code (data/README.md, docs/isic-kurdish-glossary.md). */
export interface KurdishLabels {
  ckb: string;
  kmr: string;
}

const readJson = <T>(dataDir: string, name: string) => JSON.parse(readFileSync(path.join(dataDir, name), 'utf8')) as T;

/** data/isic4-kurdish.json: the one source of the Kurdish labels (snapshots and the database are made from it). */
export function loadKurdishLabels(dataDir = isicDataDir()): Readonly<Record<string, KurdishLabels>> {
  return readJson(dataDir, 'isic4-kurdish.json');
}

/** data/activity-synonyms.json: curated everyday words of some classes, keyed by ISIC code. */
export function loadActivitySynonyms(dataDir = isicDataDir()): Readonly<Record<string, ActivitySynonyms>> {
  return readJson(dataDir, 'activity-synonyms.json');
}

export function loadIsicCatalogue(dataDir = isicDataDir()): CatalogueActivity[] {
  return buildIsicCatalogue(
    readJson(dataDir, 'isic4-en.json'),
    readJson(dataDir, 'isic4-ar.json'),
    loadKurdishLabels(dataDir),
    loadActivitySynonyms(dataDir),
  );
}

/**
 * Flattens the English tree, taking Arabic labels from the Arabic tree by code and the Kurdish
 * ones from our own file. Refuses data whose two languages disagree on the codes, and Kurdish
 * labels for codes ISIC does not have.
 */
export function buildIsicCatalogue(
  en: IsicFile,
  ar: IsicFile,
  kurdish: Readonly<Record<string, KurdishLabels>>,
  synonyms: Readonly<Record<string, ActivitySynonyms>> = {},
): CatalogueActivity[] {
  const arabic = new Map<string, string>();
  walk(ar, (code, _level, _parent, description) => arabic.set(code, description));

  const rows: CatalogueActivity[] = [];
  walk(en, (id, level, parentId, description) => {
    const ar = arabic.get(id);
    if (ar === undefined) throw new Error(`ISIC ${id} has no Arabic label`);
    arabic.delete(id);
    const own = kurdish[id];
    const labels: ActivityLabels = { en: tidy(description), ar: tidy(ar), ...(own ? { ckb: tidy(own.ckb), kmr: tidy(own.kmr) } : {}) };
    rows.push({
      id,
      level,
      parentId,
      selectable: isSelectable(level),
      position: rows.length,
      labels,
      searchKey: searchKey([labels.ckb, labels.en, labels.ar, labels.kmr].filter(Boolean).join(' ')),
      synonyms: synonyms[id] ?? {},
    });
  });
  if (arabic.size) throw new Error(`ISIC codes only in Arabic: ${[...arabic.keys()].join(', ')}`);
  const known = new Set(rows.map((r) => r.id));
  const stray = Object.keys(kurdish).filter((code) => !known.has(code));
  if (stray.length) throw new Error(`Kurdish labels for unknown ISIC codes: ${stray.join(', ')}`);
  // Everyday words name what an applicant chooses: a class.
  const classes = new Set(rows.filter((r) => r.selectable).map((r) => r.id));
  const notClasses = Object.keys(synonyms).filter((code) => !classes.has(code));
  if (notClasses.length) throw new Error(`Synonyms for codes that are not ISIC classes: ${notClasses.join(', ')}`);
  return rows;
}

function walk(file: IsicFile, visit: (id: string, level: ActivityLevel, parentId: string | null, description: string) => void): void {
  for (const s of file.sections) {
    // The source spells section letters in either case ("a", "C"): ids use capitals, as ISIC does.
    const section = canonicalActivityId(s.section);
    visit(section, 'section', null, s.description);
    for (const d of s.divisions) {
      visit(d.division, 'division', section, d.description);
      for (const g of d.groups) {
        visit(g.group, 'group', d.division, g.description);
        for (const c of g.classes) visit(c.class, 'class', g.group, c.description);
      }
    }
  }
}

const tidy = (label: string) => label.replace(/\s+/g, ' ').trim();
