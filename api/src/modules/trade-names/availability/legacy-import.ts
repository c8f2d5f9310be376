import type { FieldProblem } from '@registry/domain/shared/domain-error';
import type { SqlSession } from '#src/event-store/event-store';
import { isISO8601 } from 'class-validator';
import { parseCsv } from '@registry/domain/shared/csv';
import { isWellFormedText } from '#src/shared/http/well-formed-input';
import { storedHashes } from '@registry/domain/trade-names/naming/lookup-keys';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { sortedTokens } from '@registry/domain/trade-names/availability/eligibility';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** The old system's export: one trade name per line after this header. */
export const LEGACY_CSV_COLUMNS = ['legacy_ref', 'name', 'district_id', 'registered_on', 'owner_name'] as const;

export interface LegacyImportReport {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: Array<{ line: number; problems: FieldProblem[] }>;
}

/**
 * Imports the legacy register: each good row is inserted or, by its reference, updated (so the
 * same file twice changes nothing); bad rows are reported by line and skipped. A wrong header
 * refuses the whole file.
 */
export async function importLegacyNames(text: string, db: SqlSession): Promise<LegacyImportReport> {
  const [header, ...records] = parseCsv(text);
  if (!header || header.fields.map((f) => f.trim().toLowerCase()).join(',') !== LEGACY_CSV_COLUMNS.join(',')) {
    return {
      rows: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      rejected: [{ line: 1, problems: [{ code: 'legacy.csv-header', params: { columns: LEGACY_CSV_COLUMNS.join(',') } }] }],
    };
  }
  const report: LegacyImportReport = { rows: records.length, inserted: 0, updated: 0, unchanged: 0, rejected: [] };
  const seen = new Set<string>();
  for (const record of records) {
    const [ref = '', name = '', district = '', registeredOn = '', owner = ''] = record.fields.map((f) => f.trim());
    const problems: FieldProblem[] = [];
    // NUL (the CSV is decoded as strict UTF-8, so no lone surrogate): text columns refuse it with an error.
    record.fields.forEach((value, i) => {
      if (!isWellFormedText(value)) problems.push({ code: 'validation.malformed-text', field: LEGACY_CSV_COLUMNS[i] ?? `column ${i + 1}` });
    });
    if (record.malformed || record.fields.length !== LEGACY_CSV_COLUMNS.length)
      problems.push({ code: 'legacy.csv-columns', params: { count: LEGACY_CSV_COLUMNS.length } });
    if (!ref) problems.push({ code: 'validation.required', field: 'legacy_ref' });
    else if (seen.has(ref)) problems.push({ code: 'legacy.csv-duplicate-ref', field: 'legacy_ref' });
    const keys = nameKeys(name);
    if (!name) problems.push({ code: 'validation.required', field: 'name' });
    else if (keys.genericOnly) problems.push({ code: 'trade-name.generic-only', field: 'name' });
    // A day of the calendar (not 2026-02-30, not year 0): the date column refuses the others with an error.
    if (registeredOn && !(/^\d{4}-\d{2}-\d{2}$/.test(registeredOn) && isISO8601(registeredOn, { strict: true })))
      problems.push({ code: 'validation.date', field: 'registered_on' });
    if (problems.length) {
      report.rejected.push({ line: record.line, problems });
      continue;
    }
    seen.add(ref);
    const { rows } = await db.query(
      sql`INSERT INTO tn_legacy_names AS l (legacy_ref, name, latin, match_key, skeleton, district_id, registered_on, owner_name, lookup_keys)
       VALUES (${ref}, ${keys.display}, ${keys.latin}, ${sortedTokens(keys.latin)}, ${keys.skeleton}, ${district || null}, ${registeredOn || null}, ${owner || null}, ${storedHashes(keys)})
       ON CONFLICT (legacy_ref) DO UPDATE SET name = excluded.name, latin = excluded.latin, match_key = excluded.match_key,
              skeleton = excluded.skeleton, lookup_keys = excluded.lookup_keys, district_id = excluded.district_id, registered_on = excluded.registered_on, owner_name = excluded.owner_name
        WHERE (l.name, l.district_id, l.registered_on, l.owner_name) IS DISTINCT FROM (excluded.name, excluded.district_id, excluded.registered_on, excluded.owner_name)
       RETURNING (xmax = 0) AS inserted`,
    );
    if (!rows[0]) report.unchanged += 1;
    else if (rows[0].inserted) report.inserted += 1;
    else report.updated += 1;
  }
  return report;
}
