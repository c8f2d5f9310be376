/**
 * Form values → the API's payload, and the request shape's own checks.
 *
 * The form keeps what the applicant typed (texts, so that "12a" can be shown back with its
 * message) in the payload's own field names; `toTradeNamePayload` / `toBusinessPayload` build
 * the JSON the API takes (numbers as numbers, blank optional texts left out, phones without
 * blanks). `shapeProblems` are the checks the API's request DTOs make before its rules
 * (api/src/modules/applications/commands/submit-application/application-details.dto.ts): required values, text lengths,
 * numbers and whole numbers, codes; with the DTO's message codes.
 */
import { asciiDigits } from '@registry/domain/trade-names/naming/normalize';
import type { BusinessDetails, RuleProblem, TradeNameDetails } from '../form/rules';
import type { BusinessFormValues, PartnerValues, ShareholderValues, TradeNameFormValues } from './values';

/** The DTO's limits (`LIMITS` of application-details.dto.ts). */
export const LIMITS = { name: 200, shortText: 100, code: 32, email: 254, contractText: 5000 } as const;
const AMOUNT_MAX = 1e15;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));
/** A blank optional text is left out of the payload. */
const optional = (value: unknown): string | undefined => trimmed(value) || undefined;
/**
 * Phones are typed with blanks and dashes, and in the keyboard's digits (Arabic-Indic on a Kurdish
 * or Arabic one); the API takes ASCII digits (and a leading +).
 */
export const phoneOf = (value: unknown): string => asciiDigits(trimmed(value)).replace(/[\s-]/g, '');
/** A number as typed (thousands separators and local digits allowed); NaN when it is not one; undefined when blank. */
export function numberOf(value: unknown): number | undefined {
  const text = asciiDigits(trimmed(value))
    .replace(/[,٬\s]/g, '')
    .replace('٫', '.');
  if (!text) return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}
/** The payload keeps a value that is not a number as typed, so that the API's refusal is the same as ours. */
const numberOrText = (value: unknown): number | undefined => numberOf(value);
const lines = (value: unknown): string[] =>
  trimmed(value)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []);
const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

function localesOf(values: { ckb?: string; en?: string; ar?: string } | undefined, chosen: string) {
  const locales = withoutUndefined({ ckb: optional(values?.ckb), en: optional(values?.en), ar: optional(values?.ar) });
  delete (locales as Record<string, unknown>)[chosen];
  return Object.keys(locales).length ? locales : undefined;
}

function partnerOf(partner: PartnerValues) {
  return withoutUndefined({
    type: partner.type as 'natural' | 'moral',
    upn: optional(asciiDigits(trimmed(partner.upn))),
    owning_percentage: numberOrText(partner.owning_percentage) as number,
    company_name: partner.type === 'moral' ? optional(partner.company_name) : undefined,
    uen: partner.type === 'moral' ? optional(asciiDigits(trimmed(partner.uen))) : undefined,
  });
}

export function toTradeNamePayload(values: TradeNameFormValues): TradeNameDetails {
  const isPassport = values.id_type === 'passport';
  return withoutUndefined({
    locale: values.locale as TradeNameDetails['locale'],
    name: trimmed(values.name),
    locales: localesOf(values.locales, values.locale),
    protection_level: values.protection_level as TradeNameDetails['protection_level'],
    district_id: values.protection_level === 'district_level' ? optional(values.district_id) : undefined,
    trade_name_type: values.trade_name_type as TradeNameDetails['trade_name_type'],
    activity_ids: ids(values.activity_ids),
    upn: asciiDigits(trimmed(values.upn)),
    id_type: values.id_type as TradeNameDetails['id_type'],
    // The form asks for one number: the passport's for a passport, else the document's; the other, typed before the choice changed, is hidden and not sent.
    identity_document_number: isPassport ? undefined : optional(values.identity_document_number),
    passport_number: isPassport ? optional(values.passport_number) : undefined,
    documentIssueDate: optional(values.documentIssueDate),
    document_expiry: optional(values.document_expiry),
    identity_documents: ids(values.identity_documents),
    email: trimmed(values.email),
    phone_number: phoneOf(values.phone_number),
    partners: (values.partners ?? []).map(partnerOf),
  }) as TradeNameDetails;
}

function shareholderOf(s: ShareholderValues) {
  const natural = s.type === 'natural';
  const moral = s.type === 'moral';
  const government = s.type === 'government';
  return withoutUndefined({
    type: s.type as 'natural' | 'moral' | 'government',
    number_of_shares: numberOrText(s.number_of_shares) as number,
    upn: optional(asciiDigits(trimmed(s.upn))),
    full_name: optional(s.full_name),
    id_type: natural ? (optional(s.id_type) as ShareholderValues['id_type']) : undefined,
    identity_document_number: natural && s.id_type !== 'passport' ? optional(s.identity_document_number) : undefined,
    information_card_number: natural ? optional(s.information_card_number) : undefined,
    passport_number: natural && s.id_type === 'passport' ? optional(s.passport_number) : undefined,
    documentIssueDate: natural ? optional(s.documentIssueDate) : undefined,
    document_expiry: natural ? optional(s.document_expiry) : undefined,
    personal_image: natural ? optional(s.personal_image) : undefined,
    signature: natural ? optional(s.signature) : undefined,
    registered_company_name: moral ? optional(s.registered_company_name) : undefined,
    company_name: moral ? optional(s.company_name) : undefined,
    country_of_registration: moral ? optional(s.country_of_registration) : undefined,
    company_capital: moral ? numberOrText(s.company_capital) : undefined,
    currency_type: moral ? optional(s.currency_type) : undefined,
    ceo_full_name: moral ? optional(s.ceo_full_name) : undefined,
    yearly_budget: moral || government ? numberOrText(s.yearly_budget) : undefined,
    last_year_budget: moral || government ? numberOrText(s.last_year_budget) : undefined,
    registration_licence: moral ? optional(s.registration_licence) : undefined,
    continuation_licence: moral ? optional(s.continuation_licence) : undefined,
    authorization_letter: moral || government ? optional(s.authorization_letter) : undefined,
    registered_person: moral ? optional(s.registered_person) : undefined,
    internal_regulation: moral ? optional(s.internal_regulation) : undefined,
    establishment_contract: moral ? optional(s.establishment_contract) : undefined,
    entity_name: government ? optional(s.entity_name) : undefined,
    entity_ceo_name: government ? optional(s.entity_ceo_name) : undefined,
    attachments: ids(s.attachments).length ? ids(s.attachments) : undefined,
  });
}

export function toBusinessPayload(values: BusinessFormValues): BusinessDetails {
  const c = values.company;
  const ceo = values.ceo;
  const lawyer = values.applicant;
  const lat = numberOf(c.address.location?.lat);
  const lng = numberOf(c.address.location?.lng);
  const isPassport = ceo.id_type === 'passport';
  const contract = values.contract;
  return withoutUndefined({
    type: values.type as BusinessDetails['type'],
    email: trimmed(values.email),
    trade_name: withoutUndefined({
      locale: values.trade_name.locale as BusinessDetails['trade_name']['locale'],
      name: trimmed(values.trade_name.name),
      locales: localesOf(values.trade_name.locales, values.trade_name.locale),
      protection_level: values.trade_name.protection_level as BusinessDetails['trade_name']['protection_level'],
      district_id: values.trade_name.protection_level === 'district_level' ? optional(values.trade_name.district_id) : undefined,
    }),
    company: withoutUndefined({
      type: c.type as BusinessDetails['company']['type'],
      project_type: c.project_type as BusinessDetails['company']['project_type'],
      capital_in_number: numberOrText(c.capital_in_number) as number,
      capital_document: optional(c.capital_document),
      bank_number: optional(c.bank_number),
      bank_date: optional(c.bank_date),
      bank_name: optional(c.bank_name),
      address: withoutUndefined({
        province_id: trimmed(c.address.province_id),
        district_id: trimmed(c.address.district_id),
        street: optional(c.address.street),
        neighborhood: optional(c.address.neighborhood),
        street_number: optional(c.address.street_number),
        house_number: optional(c.address.house_number),
        location: lat !== undefined || lng !== undefined ? { lat: lat as number, lng: lng as number } : undefined,
      }),
      country: values.type === 'foreign_company' ? optional(c.country) : undefined,
      income: numberOrText(c.income),
      expenses: numberOrText(c.expenses),
      last_year_profit: numberOrText(c.last_year_profit),
    }),
    activity_ids: ids(values.activity_ids),
    ceo: withoutUndefined({
      upn: asciiDigits(trimmed(ceo.upn)),
      full_name: optional(ceo.full_name),
      nationality: ceo.nationality as BusinessDetails['ceo']['nationality'],
      birth_date: trimmed(ceo.birth_date),
      phone_number: phoneOf(ceo.phone_number),
      email: optional(ceo.email),
      id_type: optional(ceo.id_type) as BusinessDetails['ceo']['id_type'],
      identity_document_number: isPassport ? undefined : optional(ceo.identity_document_number),
      passport_number: isPassport ? optional(ceo.passport_number) : undefined,
      documentIssueDate: optional(ceo.documentIssueDate),
      document_expiry: optional(ceo.document_expiry),
      residency_card_number: optional(ceo.residency_card_number),
      residency_card: optional(ceo.residency_card),
      residency_card_expiry: optional(ceo.residency_card_expiry),
      information_card: optional(ceo.information_card),
      identification_certificate: optional(ceo.identification_certificate),
      proficiency_document: optional(ceo.proficiency_document),
      personal_image: trimmed(ceo.personal_image),
      signature: trimmed(ceo.signature),
      permissions: lines(ceo.permissions).length ? lines(ceo.permissions) : undefined,
      attachments: ids(ceo.attachments).length ? ids(ceo.attachments) : undefined,
    }),
    applicant:
      lawyer.ceo_is_applicant === 'yes'
        ? { ceo_is_applicant: true }
        : withoutUndefined({
            ceo_is_applicant: false,
            upn: optional(asciiDigits(trimmed(lawyer.upn))),
            full_name: optional(lawyer.full_name),
            phone_number: optional(phoneOf(lawyer.phone_number)),
            union_card_number: optional(lawyer.union_card_number),
            union_card: optional(lawyer.union_card),
            power_of_attorney: optional(lawyer.power_of_attorney),
          }),
    shareholders: (values.shareholders ?? []).map(shareholderOf),
    contract: withoutUndefined({
      lawyer_name: trimmed(contract.lawyer_name),
      lawyer_email: optional(contract.lawyer_email),
      lawyer_phone: phoneOf(contract.lawyer_phone),
      goals: trimmed(contract.goals),
      extra_notes: optional(contract.extra_notes),
    }),
    attachments: withoutUndefined({
      // A draft switched from a branch to another kind keeps no branch-only paper (the API refuses them).
      primary_certificate: values.type === 'foreign_company' ? optional(values.attachments.primary_certificate) : undefined,
      registration_certificate: optional(values.attachments.registration_certificate),
      registration_contract: optional(values.attachments.registration_contract),
      company_minutes: optional(values.attachments.company_minutes),
      formal_letter: optional(values.attachments.formal_letter),
      parent_company_documents:
        values.type === 'foreign_company' && ids(values.attachments.parent_company_documents).length
          ? ids(values.attachments.parent_company_documents)
          : undefined,
      beneficial_owner_forms: ids(values.attachments.beneficial_owner_forms).length
        ? ids(values.attachments.beneficial_owner_forms)
        : undefined,
      legacyReference: values.type === 'company_reintroduce' ? optional(values.attachments.legacyReference) : undefined,
      other: ids(values.attachments.other).length ? ids(values.attachments.other) : undefined,
    }),
  }) as BusinessDetails;
}

// ── the request shape's checks (the DTO's, with its codes) ───────────────────────────────────

type Check = (value: unknown, field: string) => RuleProblem[];
const required: Check = (value, field) =>
  trimmed(value) === '' || (Array.isArray(value) && value.length === 0) ? [{ code: 'validation.required', field }] : [];
const maxLength =
  (max: number): Check =>
  (value, field) =>
    trimmed(value).length > max ? [{ code: 'validation.text-max', field, params: { max } }] : [];
const number =
  ({ integer = false, min, max }: { integer?: boolean; min?: number; max?: number } = {}): Check =>
  (value, field) => {
    const n = numberOf(value);
    if (n === undefined) return [];
    if (Number.isNaN(n)) return [{ code: 'validation.number', field }];
    if (integer && !Number.isInteger(n)) return [{ code: 'validation.integer', field }];
    if (min !== undefined && n < min) return [{ code: 'validation.number-min', field, params: { min } }];
    if (max !== undefined && n > max) return [{ code: 'validation.number-max', field, params: { max } }];
    return [];
  };
const pattern =
  (regex: RegExp): Check =>
  (value, field) =>
    trimmed(value) && !regex.test(trimmed(value)) ? [{ code: 'validation.format', field }] : [];

/** Runs checks on a value: the first problem only (one message per field, GOV.UK). */
const check = (value: unknown, field: string, ...checks: Check[]): RuleProblem[] => {
  for (const run of checks) {
    const found = run(value, field);
    if (found.length) return found;
  }
  return [];
};
const name = maxLength(LIMITS.name);
const short = maxLength(LIMITS.shortText);
const contractText = maxLength(LIMITS.contractText);
const amount = number({ min: -AMOUNT_MAX, max: AMOUNT_MAX });

export function tradeNameShapeProblems(v: TradeNameFormValues): RuleProblem[] {
  return [
    ...check(v.email, 'email', required, maxLength(LIMITS.email)),
    ...check(v.phone_number, 'phone_number', required),
    ...check(v.trade_name_type, 'trade_name_type', required),
    ...check(v.locale, 'locale', required),
    ...check(v.name, 'name', required, name),
    ...(['ckb', 'en', 'ar'] as const).flatMap((l) => check(v.locales?.[l], `locales.${l}`, name)),
    ...check(v.protection_level, 'protection_level', required),
    ...check(v.id_type, 'id_type', required),
    ...check(v.identity_document_number, 'identity_document_number', short),
    ...(v.partners ?? []).flatMap((p, i) => [
      ...check(p.type, `partners[${i}].type`, required),
      ...check(p.owning_percentage, `partners[${i}].owning_percentage`, required, number()),
      ...check(p.company_name, `partners[${i}].company_name`, name),
    ]),
  ];
}

export function businessShapeProblems(v: BusinessFormValues): RuleProblem[] {
  const c = v.company;
  return [
    ...check(v.type, 'type', required),
    ...check(v.email, 'email', required, maxLength(LIMITS.email)),
    ...check(v.attachments.legacyReference, 'attachments.legacyReference', short),
    ...check(v.trade_name.locale, 'trade_name.locale', required),
    ...check(v.trade_name.name, 'trade_name.name', required, name),
    ...(['ckb', 'en', 'ar'] as const).flatMap((l) => check(v.trade_name.locales?.[l], `trade_name.locales.${l}`, name)),
    ...check(v.trade_name.protection_level, 'trade_name.protection_level', required),
    ...check(c.type, 'company.type', required),
    ...check(c.project_type, 'company.project_type', required),
    ...check(c.capital_in_number, 'company.capital_in_number', required, number({ integer: true, min: 0, max: AMOUNT_MAX })),
    ...check(c.bank_number, 'company.bank_number', short),
    ...check(c.bank_name, 'company.bank_name', name),
    ...check(c.address.province_id, 'company.address.province_id', required),
    ...check(c.address.district_id, 'company.address.district_id', required),
    ...check(c.address.street, 'company.address.street', name),
    ...check(c.address.neighborhood, 'company.address.neighborhood', name),
    ...check(c.address.street_number, 'company.address.street_number', short),
    ...check(c.address.house_number, 'company.address.house_number', short),
    ...locationProblems(c.address.location),
    ...check(c.country, 'company.country', pattern(/^[A-Z]{2}$/)),
    ...check(c.income, 'company.income', amount),
    ...check(c.expenses, 'company.expenses', amount),
    ...check(c.last_year_profit, 'company.last_year_profit', amount),
    ...check(v.ceo.upn, 'ceo.upn', required),
    ...check(v.ceo.full_name, 'ceo.full_name', name),
    ...check(v.ceo.nationality, 'ceo.nationality', required),
    ...check(v.ceo.birth_date, 'ceo.birth_date', required),
    ...check(v.ceo.phone_number, 'ceo.phone_number', required),
    ...check(v.ceo.identity_document_number, 'ceo.identity_document_number', short),
    ...check(v.ceo.residency_card_number, 'ceo.residency_card_number', short),
    ...check(v.ceo.personal_image, 'ceo.personal_image', required),
    ...check(v.ceo.signature, 'ceo.signature', required),
    ...check(v.applicant.ceo_is_applicant, 'applicant.ceo_is_applicant', required),
    ...(v.applicant.ceo_is_applicant === 'no'
      ? [
          ...check(v.applicant.full_name, 'applicant.full_name', name),
          ...check(v.applicant.union_card_number, 'applicant.union_card_number', short),
        ]
      : []),
    ...(v.shareholders ?? []).flatMap((s, i) => [
      ...check(s.type, `shareholders[${i}].type`, required),
      ...check(s.number_of_shares, `shareholders[${i}].number_of_shares`, required, number({ integer: true, min: 1, max: AMOUNT_MAX })),
      ...check(s.full_name, `shareholders[${i}].full_name`, name),
      ...check(s.company_name, `shareholders[${i}].company_name`, name),
      ...check(s.registered_company_name, `shareholders[${i}].registered_company_name`, name),
      ...check(s.country_of_registration, `shareholders[${i}].country_of_registration`, pattern(/^[A-Z]{2}$/)),
      ...check(s.currency_type, `shareholders[${i}].currency_type`, pattern(/^[A-Z]{3}$/)),
      ...check(s.company_capital, `shareholders[${i}].company_capital`, amount),
      ...check(s.yearly_budget, `shareholders[${i}].yearly_budget`, amount),
      ...check(s.last_year_budget, `shareholders[${i}].last_year_budget`, amount),
      ...check(s.entity_name, `shareholders[${i}].entity_name`, name),
      ...check(s.entity_ceo_name, `shareholders[${i}].entity_ceo_name`, name),
    ]),
    ...check(v.contract.lawyer_name, 'contract.lawyer_name', required, name),
    ...check(v.contract.lawyer_phone, 'contract.lawyer_phone', required),
    ...check(v.contract.goals, 'contract.goals', required, contractText),
    ...check(v.contract.extra_notes, 'contract.extra_notes', contractText),
  ];
}

function locationProblems(location: { lat?: string; lng?: string } | undefined): RuleProblem[] {
  const lat = location?.lat ?? '';
  const lng = location?.lng ?? '';
  if (!trimmed(lat) && !trimmed(lng)) return [];
  return [
    ...check(lat, 'company.address.location.lat', required, number({ min: -90, max: 90 })),
    ...check(lng, 'company.address.location.lng', required, number({ min: -180, max: 180 })),
  ];
}
