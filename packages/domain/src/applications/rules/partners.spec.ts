import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TradeNamePartner } from '../application.js';
import { validatePartners } from './partners.js';
import { codesOf, factsFor, PEOPLE, UNKNOWN_UPN } from './payloads.fixture.js';
import { makeUen } from './uen.js';

const facts = factsFor();
const natural = (upn: string, owning_percentage: number): TradeNamePartner => ({ type: 'natural', upn, owning_percentage });

describe('partners', () => {
  it('given two distinct adults owning 60 and 40, when validated, then no problem', () => {
    expect(validatePartners([natural(PEOPLE.ceo.upn, 60), natural(PEOPLE.partner.upn, 40)], facts)).toEqual([]);
  });

  it('given no partner, when validated, then partners.at-least-one on partners', () => {
    expect(validatePartners([], facts)).toEqual([{ code: 'partners.at-least-one', field: 'partners' }]);
  });

  it('given the same UPN twice, when validated, then partners.duplicate-upn on the second, naming the first', () => {
    expect(validatePartners([natural(PEOPLE.ceo.upn, 50), natural(PEOPLE.partner.upn, 25), natural(PEOPLE.ceo.upn, 25)], facts)).toEqual([
      { code: 'partners.duplicate-upn', field: 'partners[2].upn', params: { position: 1 } },
    ]);
  });

  it('given percentages totalling 99.99, when validated, then partners.percentage-total with the total', () => {
    expect(validatePartners([natural(PEOPLE.ceo.upn, 33.33), natural(PEOPLE.partner.upn, 66.66)], facts)).toEqual([
      { code: 'partners.percentage-total', field: 'partners', params: { total: 99.99, expected: 100 } },
    ]);
  });

  it('given 33.33 + 33.33 + 33.34, when validated, then the total is exactly 100 (no floating-point drift)', () => {
    const three = [natural(PEOPLE.ceo.upn, 33.33), natural(PEOPLE.partner.upn, 33.33), natural(PEOPLE.lawyer.upn, 33.34)];
    expect(validatePartners(three, facts)).toEqual([]);
  });

  it('given a zero and a negative percentage, when validated, then partners.percentage-positive on each', () => {
    const problems = validatePartners(
      [natural(PEOPLE.ceo.upn, 0), natural(PEOPLE.partner.upn, -10), natural(PEOPLE.lawyer.upn, 110)],
      facts,
    );
    expect(problems).toEqual([
      { code: 'partners.percentage-positive', field: 'partners[0].owning_percentage' },
      { code: 'partners.percentage-positive', field: 'partners[1].owning_percentage' },
      { code: 'validation.number-max', field: 'partners[2].owning_percentage', params: { max: 100 } },
    ]);
  });

  it('given a percentage with three decimals, when validated, then partners.percentage-decimals (and no total, which is unknowable)', () => {
    expect(validatePartners([natural(PEOPLE.ceo.upn, 33.333), natural(PEOPLE.partner.upn, 66.667)], facts)).toEqual([
      { code: 'partners.percentage-decimals', field: 'partners[0].owning_percentage', params: { decimals: 2 } },
      { code: 'partners.percentage-decimals', field: 'partners[1].owning_percentage', params: { decimals: 2 } },
    ]);
  });

  it('given a percentage that is not a number, when validated, then validation.number', () => {
    expect(validatePartners([natural(PEOPLE.ceo.upn, Number.NaN)], facts)).toEqual([
      { code: 'validation.number', field: 'partners[0].owning_percentage' },
    ]);
  });

  it('given partners the civil registry refuses, when validated, then each person problem on its UPN', () => {
    const problems = validatePartners(
      [
        natural(PEOPLE.minor.upn, 20),
        natural(PEOPLE.noNationality.upn, 20),
        natural(UNKNOWN_UPN, 20),
        natural('12345', 20),
        natural(PEOPLE.foreigner.upn, 20),
      ],
      facts,
    );
    expect(problems).toEqual([
      { code: 'person.minor', field: 'partners[0].upn', params: { name: 'ئاراس کەریم', minimumAge: 18 } },
      { code: 'upn.no-nationality', field: 'partners[1].upn' },
      { code: 'upn.unknown', field: 'partners[2].upn' },
      { code: 'upn.invalid', field: 'partners[3].upn' },
    ]);
  });

  it('given a natural partner without a UPN, when validated, then validation.required on its upn', () => {
    expect(validatePartners([{ type: 'natural', owning_percentage: 100 }], facts)).toEqual([
      { code: 'validation.required', field: 'partners[0].upn' },
    ]);
  });

  it('given a company partner, when validated, then it needs a name; its UEN is well-formed and not repeated', () => {
    const uen = makeUen(1, 2024);
    expect(validatePartners([{ type: 'moral', owning_percentage: 100, company_name: 'Zagros LLC', uen }], facts)).toEqual([]);
    expect(
      validatePartners(
        [
          { type: 'moral', owning_percentage: 40, uen },
          { type: 'moral', owning_percentage: 30, company_name: 'B', uen },
          { type: 'moral', owning_percentage: 30, company_name: 'C', uen: '12345678901234' },
        ],
        facts,
      ),
    ).toEqual([
      { code: 'validation.required', field: 'partners[0].company_name' },
      { code: 'partners.duplicate-company', field: 'partners[1].uen', params: { position: 1 } },
      { code: 'uen.invalid', field: 'partners[2].uen' },
    ]);
  });

  it('given a person owning a share directly and through a company they represent, when validated, then accepted', () => {
    const partners: TradeNamePartner[] = [
      natural(PEOPLE.ceo.upn, 50),
      { type: 'moral', upn: PEOPLE.ceo.upn, company_name: 'Zagros LLC', owning_percentage: 50 },
    ];
    expect(validatePartners(partners, facts)).toEqual([]);
  });

  it('given a company partner whose representative is a minor, when validated, then person.minor on its upn', () => {
    expect(codesOf(validatePartners([{ type: 'moral', upn: PEOPLE.minor.upn, company_name: 'X', owning_percentage: 100 }], facts))).toEqual(
      ['person.minor'],
    );
  });

  it('property: percentages in hundredths that sum to 100 are accepted, and any other sum is refused', () => {
    const upns = Object.values(PEOPLE)
      .filter((p) => p.nationality && p.birthDate < '2000-01-01')
      .map((p) => p.upn);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: upns.length }), (hundredths) => {
        const partners = hundredths.map((h, i) => natural(upns[i]!, h / 100));
        const sum = hundredths.reduce((a, b) => a + b, 0);
        const problems = validatePartners(partners, facts).filter((p) => p.code === 'partners.percentage-total');
        return sum === 10_000 ? problems.length === 0 : problems.length === 1;
      }),
    );
    // And a split of 100 into random hundredths always passes.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 2, maxLength: upns.length }), (weights) => {
        const total = weights.reduce((a, b) => a + b, 0);
        const shares = weights.map((w) => Math.floor((w * 10_000) / total));
        shares[0]! += 10_000 - shares.reduce((a, b) => a + b, 0);
        fc.pre(shares.every((s) => s > 0));
        return (
          validatePartners(
            shares.map((s, i) => natural(upns[i]!, s / 100)),
            facts,
          ).length === 0
        );
      }),
    );
  });
});
