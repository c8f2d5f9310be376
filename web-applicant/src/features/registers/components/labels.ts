import type { TFunction } from 'i18next';

const KNOWN = {
  status: ['registered', 'granted', 'reserved', 'terminated'],
  companyTypes: [
    'simple',
    'sole_owner',
    'cooperative',
    'limited',
    'private_limited',
    'mixed_limited',
    'joint_liability',
    'private_joint_liability',
    'mixed_joint_liability',
    'baghdad_branch',
    'kri_branch',
  ],
  businessTypes: ['local_company', 'foreign_company', 'company_reintroduce'],
  tradeNameTypes: ['profession', 'factory', 'company'],
  protectionLevels: ['kri_level', 'district_level'],
  languages: ['ckb', 'en', 'ar', 'kmr'],
} as const;

/** A code of the API in words; a code this portal does not know yet is shown as it is rather than as a raw key. */
export function labelOf(t: TFunction, group: keyof typeof KNOWN, code: string | null | undefined): string {
  if (!code) return '';
  return (KNOWN[group] as readonly string[]).includes(code) ? t(`${group}.${code}`) : code;
}
