import type { FieldProblem } from '#src/shared/domain-error';
import { parseCsv, type CsvRecord } from '#src/shared/csv';

export { parseCsv, type CsvRecord };
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
  const [upn, firstName, lastName, fatherName, birthDate, nationality, gender] = record.fields.map((f) => f.trim()) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const problems: FieldProblem[] = [...validateUpnFormat(upn, 'upn')];
  const name = (value: string, field: string, required: boolean) => {
    if (required && !value) problems.push({ code: 'validation.required', field });
    else if (value.length > PERSON_NAME_MAX_LENGTH)
      problems.push({ code: 'validation.text-max', field, params: { max: PERSON_NAME_MAX_LENGTH } });
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
  if (!(GENDERS as readonly string[]).includes(genderValue))
    problems.push({ code: 'validation.one-of', field: 'gender', params: { allowed: GENDERS } });
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
