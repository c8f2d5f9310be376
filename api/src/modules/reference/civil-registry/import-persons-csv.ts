import { invalid, type FieldProblem } from '@registry/domain/shared/domain-error';
import type { Person } from '@registry/domain/reference/civil-registry/person';
import {
  PERSONS_CSV_COLUMNS,
  PersonsCsvCodes,
  isPersonsCsvHeader,
  parseCsv,
  personFromCsvRecord,
} from '@registry/domain/reference/civil-registry/persons-csv';
import type { UpsertCounts } from './postgres-civil-registry.js';

export interface PersonStore {
  upsertMany(persons: readonly Person[]): Promise<UpsertCounts>;
}

export interface PersonsImportReport extends UpsertCounts {
  /** Data records read (the header not counted). */
  rows: number;
  /** Records refused, by line, with every problem of each; the other records are imported. */
  rejected: { line: number; problems: FieldProblem[] }[];
}

/**
 * Imports the civil registry's CSV export: every good record is upserted, every bad one is
 * reported with its line number, and importing the same file again changes nothing. A file
 * without the expected header is refused whole (an `invalid` error), since its columns are unknown.
 */
export async function importPersonsCsv(text: string, store: PersonStore, today: string): Promise<PersonsImportReport> {
  const [header, ...records] = parseCsv(text);
  if (!isPersonsCsvHeader(header)) {
    throw invalid({ code: PersonsCsvCodes.header, params: { expected: PERSONS_CSV_COLUMNS.join(',') } });
  }
  const good: Person[] = [];
  const firstLineOf = new Map<string, number>();
  const rejected: PersonsImportReport['rejected'] = [];
  for (const record of records) {
    const result = personFromCsvRecord(record, today);
    if ('problems' in result) {
      rejected.push({ line: record.line, problems: result.problems });
      continue;
    }
    const seen = firstLineOf.get(result.person.upn);
    if (seen !== undefined) {
      rejected.push({ line: record.line, problems: [{ code: PersonsCsvCodes.duplicateUpn, field: 'upn', params: { firstLine: seen } }] });
      continue;
    }
    firstLineOf.set(result.person.upn, record.line);
    good.push(result.person);
  }
  const counts = await store.upsertMany(good);
  return { rows: records.length, ...counts, rejected };
}
