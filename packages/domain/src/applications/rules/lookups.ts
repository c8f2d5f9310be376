import { isUpn } from '#src/reference/civil-registry/rules';
import type { BusinessDetails, TradeNameDetails, TrademarkDetails } from '../application.js';

export type ApplicationDetails = TradeNameDetails | BusinessDetails | TrademarkDetails;

export const isBusinessDetails = (details: ApplicationDetails): details is BusinessDetails =>
  'company' in details && 'shareholders' in details;
export const isTrademarkDetails = (details: ApplicationDetails): details is TrademarkDetails => 'wordMark' in details;
export const isTradeNameDetails = (details: ApplicationDetails): details is TradeNameDetails =>
  !isBusinessDetails(details) && !isTrademarkDetails(details);

const distinct = (values: readonly (string | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => typeof v === 'string' && v !== '')),
];

/**
 * Every well-formed UPN of the payload, once each, for the caller to look up in the civil
 * registry before validating (malformed ones are refused by the rules without a lookup).
 */
export function upnsOf(details: ApplicationDetails): string[] {
  let upns: (string | undefined)[];
  if (isBusinessDetails(details)) {
    upns = [
      details.ceo?.upn,
      details.applicant?.ceo_is_applicant ? undefined : details.applicant?.upn,
      ...(details.shareholders ?? []).map((s) => s.upn),
    ];
  } else if (isTrademarkDetails(details)) {
    upns = [details.owner?.type === 'natural' ? details.owner.upn : undefined];
  } else {
    upns = [details.upn, ...(details.partners ?? []).map((p) => p.upn)];
  }
  return distinct(upns.filter(isUpn));
}

/** Every activity id the payload names, once each. */
export function activityIdsOf(details: ApplicationDetails): string[] {
  return isTrademarkDetails(details) ? [] : distinct(details.activity_ids ?? []);
}

/** Every district id the payload names, once each (the trade name's and the company's address). */
export function districtIdsOf(details: ApplicationDetails): string[] {
  if (isTrademarkDetails(details)) return [];
  if (isBusinessDetails(details)) return distinct([details.trade_name?.district_id, details.company?.address?.district_id]);
  return distinct([details.district_id]);
}

/** The payload keys that hold upload ids (one, or a list), and those that must be images. */
const UPLOAD_KEYS = new Set([
  'identity_documents',
  'capital_document',
  'residency_card',
  'information_card',
  'identification_certificate',
  'proficiency_document',
  'personal_image',
  'signature',
  'attachments',
  'union_card',
  'power_of_attorney',
  'registration_licence',
  'continuation_licence',
  'authorization_letter',
  'internal_regulation',
  'establishment_contract',
  'primary_certificate',
  'registration_certificate',
  'registration_contract',
  'company_minutes',
  'formal_letter',
  'parent_company_documents',
  'beneficial_owner_forms',
  'other',
  'logo',
]);
const IMAGE_KEYS = new Set(['personal_image', 'signature', 'logo']);

export interface UploadReference {
  /** Where the id sits in the payload: `ceo.personal_image`, `identity_documents[0]`. */
  field: string;
  id: string;
  image: boolean;
}

/** Every upload the payload references, with the field it sits in, for the caller to check ownership. */
export function uploadsOf(details: unknown): UploadReference[] {
  const found: UploadReference[] = [];
  const visit = (value: unknown, path: string, key: string | null): void => {
    if (key !== null && UPLOAD_KEYS.has(key) && (typeof value === 'string' || Array.isArray(value))) {
      const image = IMAGE_KEYS.has(key);
      if (typeof value === 'string') found.push({ field: path, id: value, image });
      else value.forEach((id, i) => typeof id === 'string' && found.push({ field: `${path}[${i}]`, id, image }));
      return;
    }
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`, null));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k, k);
  };
  visit(details, '', null);
  return found;
}
