import type { FieldProblem } from '#src/shared/domain-error';
import type { CompanyDetails, CompanyType } from '../application.js';
import { ApplicationCodes, ReusedCodes } from './codes.js';
import { fieldAt } from './facts.js';

/**
 * Minimum capital in IQD by company type (spec §5, §9), the one place it is kept.
 *
 * The spec gives three amounts: 1,000,000 for "a limited company", 2,000,000 for "joint or
 * shareholding companies (the second limited type)", 500,000 for the other types. Mapping of
 * the eleven types of spec §3:
 * - limited, private_limited, mixed_limited: limited liability companies, 1,000,000;
 * - joint_liability, private_joint_liability, mixed_joint_liability: the joint / shareholding
 *   family (Iraqi company law 21 of 1997 asks its largest capital of joint-stock companies), 2,000,000;
 * - simple, sole_owner, cooperative, and the branches baghdad_branch and kri_branch: 500,000.
 */
export const MINIMUM_CAPITAL_IQD: Readonly<Record<CompanyType, number>> = {
  limited: 1_000_000,
  private_limited: 1_000_000,
  mixed_limited: 1_000_000,
  joint_liability: 2_000_000,
  private_joint_liability: 2_000_000,
  mixed_joint_liability: 2_000_000,
  simple: 500_000,
  sole_owner: 500_000,
  cooperative: 500_000,
  baghdad_branch: 500_000,
  kri_branch: 500_000,
};

/** The capital is a whole number of dinars, at least the minimum of the company's type. */
export function validateMinimumCapital(company: Pick<CompanyDetails, 'type' | 'capital_in_number'>, prefix = 'company'): FieldProblem[] {
  const field = fieldAt(prefix, 'capital_in_number');
  const capital = company.capital_in_number;
  if (typeof capital !== 'number' || !Number.isSafeInteger(capital)) return [{ code: ReusedCodes.integer, field }];
  const minimum = MINIMUM_CAPITAL_IQD[company.type];
  if (minimum === undefined) return [];
  return capital < minimum ? [{ code: ApplicationCodes.capitalBelowMinimum, field, params: { minimum, companyType: company.type } }] : [];
}
