import { describe, expect, it } from 'vitest';
import { COMPANY_TYPES } from '../application.js';
import { MINIMUM_CAPITAL_IQD, validateMinimumCapital } from './capital.js';

describe('minimum capital by company type', () => {
  it('has one amount for each of the eleven company types, from the three of spec §9', () => {
    expect(Object.keys(MINIMUM_CAPITAL_IQD).sort()).toEqual([...COMPANY_TYPES].sort());
    expect(new Set(Object.values(MINIMUM_CAPITAL_IQD))).toEqual(new Set([500_000, 1_000_000, 2_000_000]));
  });

  it.each([
    ['limited', 1_000_000],
    ['private_limited', 1_000_000],
    ['mixed_limited', 1_000_000],
    ['joint_liability', 2_000_000],
    ['private_joint_liability', 2_000_000],
    ['mixed_joint_liability', 2_000_000],
    ['simple', 500_000],
    ['sole_owner', 500_000],
    ['cooperative', 500_000],
    ['baghdad_branch', 500_000],
    ['kri_branch', 500_000],
  ] as const)('given a %s company, when its capital is exactly %s IQD, then accepted, and one dinar less is refused', (type, minimum) => {
    expect(validateMinimumCapital({ type, capital_in_number: minimum })).toEqual([]);
    expect(validateMinimumCapital({ type, capital_in_number: minimum - 1 })).toEqual([
      { code: 'company.capital-below-minimum', field: 'company.capital_in_number', params: { minimum, companyType: type } },
    ]);
  });

  it.each([1_000_000.5, Number.NaN, 2 ** 60])('given a capital of %s, when validated, then validation.integer', (capital) => {
    expect(validateMinimumCapital({ type: 'limited', capital_in_number: capital })).toEqual([
      { code: 'validation.integer', field: 'company.capital_in_number' },
    ]);
  });
});
