import type { FieldProblem } from '../../../../shared/errors/domain-error.js';
import { GENDERS, NATIONALITIES, type Gender, type Nationality, type Person } from './person.js';
import { isCalendarDate, validateUpnFormat } from './rules.js';

/** The civil registry's export format: one person per line after this header. */
export const PERSONS_CSV_COLUMNS = ['upn', 'first_name', 'last_name', 'father_name', 'birth_date', 'nationality', 'gender'] as const;
export const PERSON_NAME_MAX_LENGTH = 100;

export const PersonsCsvCodes = {
  header: 'civil-registry.csv-header',
  columns: 'civil-registry.csv-columns',
  malformed: 'civil-registry.csv-malformed',
  duplicateUpn: 'civil-registry.csv-duplicate-upn',
  birthDateFuture: 'civil-registry.birth-date-future',
} as const;

export interface CsvRecord {
  /** The line the record starts on (1-based; the header is line 1). */
  line: number;
  fields: string[];
  /** A quoted field that is never closed, or text after a closing quote. */
  malformed?: boolean;
}

/**
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes ("" is a quote inside one),
 * quoted fields may span lines; LF, CRLF or CR line ends; a leading byte-order mark is ignored;
 * blank lines are skipped. Never throws: a malformed record is marked and parsing goes on.
 */
export function parseCsv(text: string): CsvRecord[] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const endOfField = (c: string | undefined) => c === undefined || c === ',' || c === '\n' || c === '\r';
  let i = 0;
  let line = 1;
  while (i < s.length) {
    const start = line;
    const fields: string[] = [];
    let malformed = false;
    for (;;) {
      let field = '';
      if (s[i] === '"') {
        i++;
        let closed = false;
        while (i < s.length) {
          const c = s[i]!;
          if (c === '"') {
            if (s[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\n' || (c === '\r' && s[i + 1] !== '\n')) line++;
          field += c;
          i++;
        }
        if (!closed) malformed = true;
        while (!endOfField(s[i])) {
          malformed = true;
          field += s[i];
          i++;
        }
      } else {
        while (!endOfField(s[i])) field += s[i++];
      }
      fields.push(field);
      if (s[i] !== ',') break;
      i++;
    }
    // The record ends at a line end (CRLF, LF or CR) or at the end of the text.
    if (s[i] === '\r' && s[i + 1] === '\n') i += 2;
    else if (s[i] !== undefined) i++;
    line++;
    if (fields.length === 1 && fields[0] === '' && !malformed) continue;
    records.push({ line: start, fields, ...(malformed ? { malformed: true } : {}) });
  }
  return records;
}

export function isPersonsCsvHeader(record: CsvRecord | undefined): boolean {
  if (!record || record.malformed || record.fields.length !== PERSONS_CSV_COLUMNS.length) return false;
  return record.fields.every((f, i) => f.trim().toLowerCase() === PERSONS_CSV_COLUMNS[i]);
}

/** One data record as a person, or every problem of the record, each naming its column. */
export function personFromCsvRecord(record: CsvRecord, today: string): { person: Person } | { problems: FieldProblem[] } {
  if (record.malformed) return { problems: [{ code: PersonsCsvCodes.malformed }] };
  if (record.fields.length !== PERSONS_CSV_COLUMNS.length) {
    return { problems: [{ code: PersonsCsvCodes.columns, params: { expected: PERSONS_CSV_COLUMNS.length, got: record.fields.length } }] };
  }
  const [upn, firstName, lastName, fatherName, birthDate, nationality, gender] = record.fields.map((f) => f.trim()) as [string, string, string, string, string, string, string];
  const problems: FieldProblem[] = [...validateUpnFormat(upn, 'upn')];
  const name = (value: string, field: string, required: boolean) => {
    if (required && !value) problems.push({ code: 'validation.required', field });
    else if (value.length > PERSON_NAME_MAX_LENGTH) problems.push({ code: 'validation.text-max', field, params: { max: PERSON_NAME_MAX_LENGTH } });
  };
  name(firstName, 'first_name', true);
  name(lastName, 'last_name', true);
  name(fatherName, 'father_name', false);
  if (!birthDate) problems.push({ code: 'validation.required', field: 'birth_date' });
  else if (!isCalendarDate(birthDate)) problems.push({ code: 'validation.date', field: 'birth_date' });
  else if (birthDate > today) problems.push({ code: PersonsCsvCodes.birthDateFuture, field: 'birth_date' });
  const nationalityValue = nationality.toLowerCase();
  if (nationalityValue && !(NATIONALITIES as readonly string[]).includes(nationalityValue)) {
    problems.push({ code: 'validation.one-of', field: 'nationality', params: { allowed: [...NATIONALITIES, '(empty)'] } });
  }
  const genderValue = gender.toLowerCase() || 'unknown';
  if (!(GENDERS as readonly string[]).includes(genderValue)) problems.push({ code: 'validation.one-of', field: 'gender', params: { allowed: GENDERS } });
  if (problems.length) return { problems };
  return {
    person: {
      upn,
      firstName,
      lastName,
      ...(fatherName ? { fatherName } : {}),
      birthDate,
      nationality: (nationalityValue || null) as Nationality | null,
      gender: genderValue as Gender,
    },
  };
}
