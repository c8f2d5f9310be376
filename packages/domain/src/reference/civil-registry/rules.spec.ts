import { describe, expect, it } from 'vitest';
import type { CivilRegistry, Person } from './person.js';
import { ageOn, checkPerson, isCalendarDate, registryToday, validateUpnFormat, verifyUpn } from './rules.js';

const TODAY = '2025-06-15';
const adult = (overrides: Partial<Person> = {}): Person => ({
  upn: '1198503120011',
  firstName: 'کاروان',
  lastName: 'عەبدوڵڵا',
  birthDate: '1985-03-12',
  nationality: 'iraqi',
  gender: 'male',
  ...overrides,
});
const registryOf = (...persons: Person[]): CivilRegistry => ({
  findByUpn: async (upn) => persons.find((p) => p.upn === upn) ?? null,
});
const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

describe('UPN format', () => {
  it.each(['1198503120011', '0000000000000'])('given %s (13 digits), when validated, then there is no problem', (upn) => {
    expect(validateUpnFormat(upn)).toEqual([]);
  });

  it.each([
    ['12 digits', '119850312001'],
    ['14 digits', '11985031200111'],
    ['a letter', '119850312001A'],
    ['blanks around it', ' 1198503120011'],
    ['Arabic-Indic digits', '١١٩٨٥٠٣١٢٠٠١١'],
    ['empty', ''],
    ['not text', 1198503120011],
    ['missing', undefined],
  ])('given %s, when validated, then upn.invalid names the field', (_, upn) => {
    expect(validateUpnFormat(upn, 'ceo.upn')).toEqual([{ code: 'upn.invalid', field: 'ceo.upn' }]);
  });
});

describe('checkPerson', () => {
  it('given an Iraqi adult, when checked for a CEO, then there is no problem', () => {
    expect(checkPerson(adult(), TODAY, { mustBeIraqi: true })).toEqual([]);
  });

  it('given no person (the registry does not know the UPN), when checked, then upn.unknown', () => {
    expect(checkPerson(null, TODAY, { field: 'partners[0].upn' })).toEqual([{ code: 'upn.unknown', field: 'partners[0].upn' }]);
  });

  it('given a person whose UPN is malformed, when checked, then upn.invalid', () => {
    expect(codes(checkPerson(adult({ upn: '12' }), TODAY))).toEqual(['upn.invalid']);
  });

  it('given a person with no nationality, when checked, then upn.no-nationality (advice to visit a biometry office)', () => {
    expect(codes(checkPerson(adult({ nationality: null }), TODAY))).toEqual(['upn.no-nationality']);
  });

  it('given a person with no nationality, when checked for a CEO, then only upn.no-nationality (unknown is not "foreign")', () => {
    expect(codes(checkPerson(adult({ nationality: null }), TODAY, { mustBeIraqi: true }))).toEqual(['upn.no-nationality']);
  });

  it('given a foreigner, when checked as a partner, then there is no problem', () => {
    expect(checkPerson(adult({ nationality: 'foreigner' }), TODAY)).toEqual([]);
  });

  it('given a foreigner, when checked for a CEO, then person.not-iraqi', () => {
    expect(codes(checkPerson(adult({ nationality: 'foreigner' }), TODAY, { mustBeIraqi: true }))).toEqual(['person.not-iraqi']);
  });

  it('given a person turning 18 tomorrow, when checked today, then person.minor with the minimum age', () => {
    expect(checkPerson(adult({ birthDate: '2007-06-16' }), TODAY)).toEqual([
      { code: 'person.minor', params: { name: 'کاروان عەبدوڵڵا', minimumAge: 18 } },
    ]);
  });

  it('given a person turning 18 today, when checked today, then there is no problem', () => {
    expect(checkPerson(adult({ birthDate: '2007-06-15' }), TODAY)).toEqual([]);
  });

  it('given a foreign minor with no problems of format, when checked for a CEO, then every problem at once', () => {
    expect(codes(checkPerson(adult({ birthDate: '2012-05-10', nationality: 'foreigner' }), TODAY, { mustBeIraqi: true }))).toEqual([
      'person.minor',
      'person.not-iraqi',
    ]);
  });
});

describe('ages and dates', () => {
  it('given a birth on 29 February, when the year is common, then the person comes of age on 1 March', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2023-13-01', false],
    ['2023-1-01', false],
    ['01/02/2023', false],
  ])('given %s, when checked as a calendar date, then %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('given 22:30 UTC, when asked for the registry day, then it is already the next day in Baghdad (UTC+3)', () => {
    expect(registryToday(new Date('2025-06-14T22:30:00Z'))).toBe('2025-06-15');
  });
});

describe('verifyUpn', () => {
  const registry = registryOf(adult(), adult({ upn: '1199209090091', nationality: null }));

  it('given a malformed UPN, when verified, then upn.invalid without asking the registry', async () => {
    const lookups: string[] = [];
    const spy: CivilRegistry = { findByUpn: async (upn) => (lookups.push(upn), null) };
    expect(await verifyUpn(spy, '123', TODAY)).toEqual({ person: null, problems: [{ code: 'upn.invalid' }] });
    expect(lookups).toEqual([]);
  });

  it('given a UPN the registry does not know, when verified, then upn.unknown', async () => {
    expect(await verifyUpn(registry, '9999999999999', TODAY, { field: 'upn' })).toEqual({
      person: null,
      problems: [{ code: 'upn.unknown', field: 'upn' }],
    });
  });

  it('given a known UPN with no nationality, when verified, then the person and upn.no-nationality', async () => {
    const result = await verifyUpn(registry, '1199209090091', TODAY);
    expect(result.person?.upn).toBe('1199209090091');
    expect(codes(result.problems)).toEqual(['upn.no-nationality']);
  });

  it('given a known Iraqi adult, when verified for a CEO, then the person and no problem', async () => {
    expect(await verifyUpn(registry, '1198503120011', TODAY, { mustBeIraqi: true })).toEqual({ person: adult(), problems: [] });
  });
});
