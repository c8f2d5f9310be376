import type { TFunction } from 'i18next';
import type { Choice } from '../form/fields';

/** The API's enumerations (api/src/modules/applications/domain/application.ts), labelled in the UI language. */
export const ENUMS = {
  tradeNameType: ['profession', 'factory', 'company'],
  locale: ['ckb', 'en', 'ar'],
  protectionLevel: ['kri_level', 'district_level'],
  ownerIdType: ['national_id', 'iraqi_nationality', 'passport', 'driving_license'],
  personIdType: ['civil_status_identity_card', 'national_id', 'passport', 'unknown'],
  partnerType: ['natural', 'moral'],
  shareholderType: ['natural', 'moral', 'government'],
  localCompanyType: ['limited', 'private_limited', 'mixed_limited', 'joint_liability', 'private_joint_liability', 'mixed_joint_liability', 'simple', 'sole_owner', 'cooperative'],
  branchCompanyType: ['kri_branch', 'baghdad_branch'],
  projectType: ['private', 'mixed'],
  nationality: ['iraqi', 'foreigner'],
  businessType: ['local_company', 'foreign_company', 'company_reintroduce'],
  yesNo: ['yes', 'no'],
} as const;

export const choicesOf = (t: TFunction, list: keyof typeof ENUMS): Choice[] => ENUMS[list].map((value) => ({ value, label: t(`options.${list}.${value}`) }));
