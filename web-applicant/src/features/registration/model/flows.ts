/**
 * The two registration flows and their steps (spec §1, §2; docs/web-applicant-registration.md).
 *
 * Each step owns some payload paths: the API's problems at those paths are this step's
 * (step-rules.ts).
 */
import { isWithin } from '#src/components/form/paths';
import { REGISTER_STEP, VERIFY_STEP } from './step-ids';

export type Flow = 'trade-name' | 'business';
export const BUSINESS_TYPES = ['local_company', 'foreign_company', 'company_reintroduce'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const isBusinessType = (value: unknown): value is BusinessType =>
  typeof value === 'string' && (BUSINESS_TYPES as readonly string[]).includes(value);

export interface StepDefinition {
  /** The URL segment: `/businesses/register/company`. */
  id: string;
  /** Payload paths this step asks for (a problem at or inside one belongs to the step). */
  owns: readonly string[];
}

export { REGISTER_STEP, VERIFY_STEP };

const TRADE_NAME_STEPS: readonly StepDefinition[] = [
  { id: 'basic-info', owns: ['email', 'phone_number', 'trade_name_type'] },
  { id: VERIFY_STEP, owns: [] },
  { id: 'trade-name', owns: ['locale', 'name', 'locales', 'protection_level', 'district_id', 'activity_ids'] },
  {
    id: 'owner',
    owns: [
      'upn',
      'id_type',
      'identity_document_number',
      'passport_number',
      'documentIssueDate',
      'document_expiry',
      'identity_documents',
      'partners',
    ],
  },
  { id: REGISTER_STEP, owns: [] },
];

const BUSINESS_STEPS: readonly StepDefinition[] = [
  { id: 'basic-info', owns: ['type', 'email', 'attachments.legacyReference'] },
  { id: VERIFY_STEP, owns: [] },
  { id: 'trade-name', owns: ['trade_name'] },
  { id: 'company', owns: ['company', 'activity_ids'] },
  { id: 'ceo', owns: ['ceo', 'applicant'] },
  { id: 'shareholders', owns: ['shareholders'] },
  {
    id: 'documents',
    owns: [
      'attachments.primary_certificate',
      'attachments.registration_certificate',
      'attachments.registration_contract',
      'attachments.company_minutes',
      'attachments.formal_letter',
      'attachments.parent_company_documents',
      'attachments.beneficial_owner_forms',
      'attachments.other',
    ],
  },
  { id: 'contract', owns: ['contract'] },
  { id: REGISTER_STEP, owns: [] },
];

export const stepsOf = (flow: Flow): readonly StepDefinition[] => (flow === 'trade-name' ? TRADE_NAME_STEPS : BUSINESS_STEPS);
export const basePathOf = (flow: Flow): string => (flow === 'trade-name' ? '/tradenames/register' : '/businesses/register');
export const stepPath = (flow: Flow, step: string): string => `${basePathOf(flow)}/${step}`;

/** The step that asks for a payload path (`shareholders.1.upn` → `shareholders`); the first step for the others. */
export function stepOwning(flow: Flow, path: string): string {
  const owner = stepsOf(flow).find((step) => step.owns.some((prefix) => isWithin(path, prefix)));
  return owner?.id ?? stepsOf(flow)[0]!.id;
}
