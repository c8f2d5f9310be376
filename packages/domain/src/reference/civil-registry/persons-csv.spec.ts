import { describe, expect, it } from 'vitest';
import { isPersonsCsvHeader, parseCsv, personFromCsvRecord, type CsvRecord } from './persons-csv.js';

const TODAY = '2025-06-15';
const record = (line: string, at = 2): CsvRecord => ({ ...parseCsv(line)[0]!, line: at });

describe('parseCsv', () => {
  it('given quoted fields with commas, doubled quotes and a line break, when parsed, then fields and starting lines are kept', () => {
    const text = 'a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\nlast,';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
      { line: 6, fields: ['last', ''] },
    ]);
  });

  it('given a byte-order mark and CR line ends, when parsed, then neither is part of a field', () => {
    expect(parseCsv('\uFEFFupn,x\r1,2\r')).toEqual([
      { line: 1, fields: ['upn', 'x'] },
      { line: 2, fields: ['1', '2'] },
    ]);
  });

  it('given a quote that is never closed or text after a closing quote, when parsed, then the record is marked malformed', () => {
    expect(parseCsv('"ab"c,d\nok,1')).toEqual([
      { line: 1, fields: ['abc', 'd'], malformed: true },
      { line: 2, fields: ['ok', '1'] },
    ]);
    expect(parseCsv('x,"open\nmore')[0]).toMatchObject({ line: 1, malformed: true });
  });
});

describe('persons CSV records', () => {
  it('given the header in any case with blanks, when checked, then it is the header', () => {
    expect(isPersonsCsvHeader(record(' UPN ,first_name,last_name,father_name,birth_date,nationality,Gender', 1))).toBe(true);
    expect(isPersonsCsvHeader(record('upn,first_name,last_name,birth_date,nationality,gender', 1))).toBe(false);
  });

  it('given a complete row, when read, then a person with trimmed values', () => {
    expect(personFromCsvRecord(record(' 1198503120011 ,کاروان,عەبدوڵڵا,ئەحمەد,1985-03-12,Iraqi,MALE'), TODAY)).toEqual({
      person: {
        upn: '1198503120011',
        firstName: 'کاروان',
        lastName: 'عەبدوڵڵا',
        fatherName: 'ئەحمەد',
        birthDate: '1985-03-12',
        nationality: 'iraqi',
        gender: 'male',
      },
    });
  });

  it('given empty nationality, father name and gender, when read, then no nationality, no father name, gender unknown', () => {
    expect(personFromCsvRecord(record('1199209090091,هێمن,سەعید,,1992-09-09,,'), TODAY)).toEqual({
      person: { upn: '1199209090091', firstName: 'هێمن', lastName: 'سەعید', birthDate: '1992-09-09', nationality: null, gender: 'unknown' },
    });
  });

  it('given a row breaking every rule, when read, then every problem names its column', () => {
    const result = personFromCsvRecord(record('12345,,x,,2030-01-01,kurdish,other'), TODAY);
    expect(result).toEqual({
      problems: [
        { code: 'upn.invalid', field: 'upn' },
        { code: 'validation.required', field: 'first_name' },
        { code: 'civil-registry.birth-date-future', field: 'birth_date' },
        { code: 'validation.one-of', field: 'nationality', params: { allowed: ['iraqi', 'foreigner', '(empty)'] } },
        { code: 'validation.one-of', field: 'gender', params: { allowed: ['male', 'female', 'unknown'] } },
      ],
    });
  });

  it('given an impossible date, when read, then validation.date', () => {
    expect(personFromCsvRecord(record('1198503120011,a,b,,2023-02-30,iraqi,male'), TODAY)).toEqual({
      problems: [{ code: 'validation.date', field: 'birth_date' }],
    });
  });

  it('given too few fields, when read, then the count is reported', () => {
    expect(personFromCsvRecord(record('1198503120011,a,b'), TODAY)).toEqual({
      problems: [{ code: 'civil-registry.csv-columns', params: { expected: 7, got: 3 } }],
    });
  });
});
