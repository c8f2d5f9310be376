import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Shareholder } from '../application.js';
import { factsFor, PEOPLE, UNKNOWN_UPN } from './payloads.fixture.js';
import { validateShareholders } from './shareholders.js';

const facts = factsFor();
const natural = (upn: string, number_of_shares: number, extra: Partial<Shareholder> = {}): Shareholder => ({
  type: 'natural',
  upn,
  number_of_shares,
  ...extra,
});
const government = (number_of_shares: number): Shareholder => ({ type: 'government', entity_name: 'وەزارەتی پیشەسازی', number_of_shares });
const company = (number_of_shares: number, extra: Partial<Shareholder> = {}): Shareholder => ({
  type: 'moral',
  company_name: 'Zagros Holding',
  country_of_registration: 'TR',
  number_of_shares,
  ...extra,
});
const privateProject = (capital: number) => ({ capital_in_number: capital, project_type: 'private' as const });
const mixedProject = (capital: number) => ({ capital_in_number: capital, project_type: 'mixed' as const });

describe('shareholders', () => {
  it('given two adults whose shares total the capital, when validated, then no problem', () => {
    expect(
      validateShareholders([natural(PEOPLE.ceo.upn, 600_000), natural(PEOPLE.partner.upn, 400_000)], privateProject(1_000_000), facts),
    ).toEqual([]);
  });

  it('given none, when validated, then shareholders.at-least-one', () => {
    expect(validateShareholders([], privateProject(1_000_000), facts)).toEqual([
      { code: 'shareholders.at-least-one', field: 'shareholders' },
    ]);
  });

  it('given the same natural person twice, when validated, then shareholders.duplicate-upn on the second', () => {
    expect(
      validateShareholders([natural(PEOPLE.ceo.upn, 500_000), natural(PEOPLE.ceo.upn, 500_000)], privateProject(1_000_000), facts),
    ).toEqual([{ code: 'shareholders.duplicate-upn', field: 'shareholders[1].upn', params: { position: 1 } }]);
  });

  it('given shares one dinar short of the capital, when validated, then shareholders.shares-not-capital with both figures', () => {
    expect(validateShareholders([natural(PEOPLE.ceo.upn, 999_999)], privateProject(1_000_000), facts)).toEqual([
      { code: 'shareholders.shares-not-capital', field: 'shareholders', params: { total: 999_999, capital: 1_000_000 } },
    ]);
  });

  it('given a fractional, a zero and a non-numeric holding, when validated, then each refused and no total is compared', () => {
    expect(
      validateShareholders(
        [natural(PEOPLE.ceo.upn, 1.5), natural(PEOPLE.partner.upn, 0), natural(PEOPLE.lawyer.upn, Number.NaN)],
        privateProject(1_000_000),
        facts,
      ),
    ).toEqual([
      { code: 'validation.integer', field: 'shareholders[0].number_of_shares' },
      { code: 'validation.number-min', field: 'shareholders[1].number_of_shares', params: { min: 1 } },
      { code: 'validation.integer', field: 'shareholders[2].number_of_shares' },
    ]);
  });

  describe('government share (25%)', () => {
    it('given a private project with the government at 24.99%, when validated, then accepted', () => {
      expect(validateShareholders([government(249_900), natural(PEOPLE.ceo.upn, 750_100)], privateProject(1_000_000), facts)).toEqual([]);
    });

    it('given a private project with the government at exactly 25%, when validated, then too high', () => {
      expect(validateShareholders([government(250_000), natural(PEOPLE.ceo.upn, 750_000)], privateProject(1_000_000), facts)).toEqual([
        { code: 'shareholders.government-share-too-high', field: 'shareholders', params: { threshold: 25, percent: 25 } },
      ]);
    });

    it('given a mixed project with the government at exactly 25%, when validated, then accepted', () => {
      expect(validateShareholders([government(500_000), natural(PEOPLE.ceo.upn, 1_500_000)], mixedProject(2_000_000), facts)).toEqual([]);
    });

    it('given a mixed project with the government just below 25% or absent, when validated, then too low', () => {
      expect(validateShareholders([government(499_999), natural(PEOPLE.ceo.upn, 1_500_001)], mixedProject(2_000_000), facts)).toEqual([
        { code: 'shareholders.government-share-too-low', field: 'shareholders', params: { threshold: 25, percent: 24.99 } },
      ]);
      expect(validateShareholders([natural(PEOPLE.ceo.upn, 2_000_000)], mixedProject(2_000_000), facts)).toEqual([
        { code: 'shareholders.government-share-too-low', field: 'shareholders', params: { threshold: 25, percent: 0 } },
      ]);
    });
  });

  it('given natural shareholders the civil registry refuses, when validated, then each problem on its UPN', () => {
    const problems = validateShareholders(
      [
        natural(PEOPLE.minor.upn, 1),
        natural(PEOPLE.noNationality.upn, 1),
        natural(UNKNOWN_UPN, 1),
        natural('abc', 1),
        { type: 'natural', number_of_shares: 499_996 },
      ],
      privateProject(500_000),
      facts,
    );
    expect(problems).toEqual([
      { code: 'person.minor', field: 'shareholders[0].upn', params: { name: 'ئاراس کەریم', minimumAge: 18 } },
      { code: 'upn.no-nationality', field: 'shareholders[1].upn' },
      { code: 'upn.unknown', field: 'shareholders[2].upn' },
      { code: 'upn.invalid', field: 'shareholders[3].upn' },
      { code: 'validation.required', field: 'shareholders[4].upn' },
    ]);
  });

  it('given a shareholder with a passport, when validated, then its number and an expiry six months away are required', () => {
    const passport = (extra: Partial<Shareholder>) =>
      validateShareholders([natural(PEOPLE.foreigner.upn, 500_000, { id_type: 'passport', ...extra })], privateProject(500_000), facts);
    expect(passport({ passport_number: 'U12345678', document_expiry: '2027-01-01' })).toEqual([]);
    expect(passport({})).toEqual([
      { code: 'validation.required', field: 'shareholders[0].passport_number' },
      { code: 'validation.required', field: 'shareholders[0].document_expiry' },
    ]);
    expect(passport({ passport_number: 'u-1', document_expiry: '2025-09-01' })).toEqual([
      { code: 'passport.invalid', field: 'shareholders[0].passport_number' },
      {
        code: 'document.validity-too-short',
        field: 'shareholders[0].document_expiry',
        params: { months: 6, earliestExpiry: '2025-12-15' },
      },
    ]);
  });

  it('given an identity document issued before the holder was born or in the future, when validated, then the issue date is refused', () => {
    const issued = (documentIssueDate: string) =>
      validateShareholders([natural(PEOPLE.ceo.upn, 500_000, { documentIssueDate })], privateProject(500_000), facts);
    expect(issued('2015-01-01')).toEqual([]);
    expect(issued('1980-01-01')).toEqual([
      { code: 'date.before', field: 'shareholders[0].documentIssueDate', params: { min: PEOPLE.ceo.birthDate } },
    ]);
    expect(issued('2026-01-01')).toEqual([{ code: 'date.in-future', field: 'shareholders[0].documentIssueDate' }]);
  });

  it('given a company and a government entity, when validated, then they name themselves (and the company its country)', () => {
    expect(
      validateShareholders([company(300_000), government(100_000), natural(PEOPLE.ceo.upn, 600_000)], privateProject(1_000_000), facts),
    ).toEqual([]);
    expect(
      validateShareholders(
        [{ type: 'moral', number_of_shares: 500_000 }, { type: 'government', number_of_shares: 100_000 }, natural(PEOPLE.ceo.upn, 400_000)],
        privateProject(1_000_000),
        facts,
      ),
    ).toEqual([
      { code: 'validation.required', field: 'shareholders[0].company_name' },
      { code: 'validation.required', field: 'shareholders[0].country_of_registration' },
      { code: 'validation.required', field: 'shareholders[1].entity_name' },
    ]);
  });

  it('given a company registered in a country ISO 3166-1 does not know, when validated, then its country is refused naming the field', () => {
    expect(validateShareholders([company(500_000, { country_of_registration: 'Türkiye' })], privateProject(500_000), facts)).toEqual([
      { code: 'country.unknown', field: 'shareholders[0].country_of_registration', params: { code: 'Türkiye' } },
    ]);
  });

  it('given a company with a negative budget or a minor as representative, when validated, then refused', () => {
    expect(validateShareholders([company(500_000, { yearly_budget: -1, upn: PEOPLE.minor.upn })], privateProject(500_000), facts)).toEqual([
      { code: 'person.minor', field: 'shareholders[0].upn', params: { name: 'ئاراس کەریم', minimumAge: 18 } },
      { code: 'validation.number-min', field: 'shareholders[0].yearly_budget', params: { min: 0 } },
    ]);
  });

  it('property: any split of the capital into whole shares is accepted, and any other total refused', () => {
    const upns = [PEOPLE.ceo.upn, PEOPLE.partner.upn, PEOPLE.lawyer.upn, PEOPLE.foreigner.upn];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 ** 12 }), { minLength: 1, maxLength: upns.length }),
        fc.integer({ min: -3, max: 3 }),
        (holdings, offset) => {
          const capital = holdings.reduce((a, b) => a + b, 0) + offset;
          fc.pre(capital > 0);
          const problems = validateShareholders(
            holdings.map((h, i) => natural(upns[i]!, h)),
            privateProject(capital),
            facts,
          );
          return offset === 0 ? problems.length === 0 : problems.length === 1 && problems[0]!.code === 'shareholders.shares-not-capital';
        },
      ),
    );
  });

  it('property: the government-share rule agrees with exact percentages in both kinds of project', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 9 }), (governmentShares, privateShares) => {
        const holders = [...(governmentShares ? [government(governmentShares)] : []), natural(PEOPLE.ceo.upn, privateShares)];
        const capital = governmentShares + privateShares;
        const below = governmentShares * 4 < capital;
        const inPrivate = validateShareholders(holders, privateProject(capital), facts).map((p) => p.code);
        const inMixed = validateShareholders(holders, mixedProject(capital), facts).map((p) => p.code);
        return (
          (below ? inPrivate.length === 0 : inPrivate.join() === 'shareholders.government-share-too-high') &&
          (below ? inMixed.join() === 'shareholders.government-share-too-low' : inMixed.length === 0)
        );
      }),
    );
  });

  it('given holdings whose total passes 2^53, when validated, then the comparison with the capital stays exact', () => {
    const huge = Array.from({ length: 4 }, (_, i) =>
      natural([PEOPLE.ceo.upn, PEOPLE.partner.upn, PEOPLE.lawyer.upn, PEOPLE.foreigner.upn][i]!, 4e15),
    );
    expect(validateShareholders(huge, privateProject(1_000_000), facts)).toEqual([
      { code: 'shareholders.shares-not-capital', field: 'shareholders', params: { total: '16000000000000000', capital: 1_000_000 } },
    ]);
  });
});
