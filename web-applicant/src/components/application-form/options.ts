import type { TFunction } from 'i18next';
import {
  BRANCH_COMPANY_TYPES,
  BUSINESS_TYPES,
  COMPANY_TYPES,
  OWNER_ID_TYPES,
  PARTNER_TYPES,
  PERSON_ID_TYPES,
  PROJECT_TYPES,
  PROTECTION_LEVELS,
  SHAREHOLDER_TYPES,
  TRADE_NAME_LOCALES,
  TRADE_NAME_TYPES,
  type CompanyType,
  type OwnerIdType,
} from '@registry/domain/applications/application';
import { NATIONALITIES } from '@registry/domain/reference/civil-registry/person';
import type { Choice } from '../form/fields';

/**
 * The domain's enumerations (@registry/domain/applications/application), in the order the forms
 * offer them (the commonest first), labelled in the UI language. Each list is typed by the
 * domain's values, and options.test.ts checks that it offers every one of them.
 */
export const ENUMS = {
  tradeNameType: TRADE_NAME_TYPES,
  locale: TRADE_NAME_LOCALES,
  protectionLevel: PROTECTION_LEVELS,
  ownerIdType: ['national_id', 'iraqi_nationality', 'passport', 'driving_license'] as const satisfies readonly OwnerIdType[],
  personIdType: PERSON_ID_TYPES,
  partnerType: PARTNER_TYPES,
  shareholderType: SHAREHOLDER_TYPES,
  localCompanyType: [
    'limited',
    'private_limited',
    'mixed_limited',
    'joint_liability',
    'private_joint_liability',
    'mixed_joint_liability',
    'simple',
    'sole_owner',
    'cooperative',
  ] as const satisfies readonly Exclude<CompanyType, BranchCompanyType>[],
  branchCompanyType: ['kri_branch', 'baghdad_branch'] as const satisfies readonly BranchCompanyType[],
  projectType: PROJECT_TYPES,
  nationality: NATIONALITIES,
  businessType: BUSINESS_TYPES,
  yesNo: ['yes', 'no'],
} as const;

/** What each list must offer in full: the domain's values. */
export const DOMAIN_VALUES: Readonly<Partial<Record<keyof typeof ENUMS, readonly string[]>>> = {
  ownerIdType: OWNER_ID_TYPES,
  localCompanyType: COMPANY_TYPES.filter((type) => !(BRANCH_COMPANY_TYPES as readonly string[]).includes(type)),
  branchCompanyType: BRANCH_COMPANY_TYPES,
};
type BranchCompanyType = (typeof BRANCH_COMPANY_TYPES)[number];

export const choicesOf = (t: TFunction, list: keyof typeof ENUMS): Choice[] =>
  ENUMS[list].map((value) => ({ value, label: t(`options.${list}.${value}`) }));
