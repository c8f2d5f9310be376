/**
 * What the registration forms hold: the API payload's field names (so that a rule's field, an
 * API pointer and a form path are the same path), with texts where the payload has numbers (as
 * typed), yes/no answers as 'yes' | 'no', multi-line texts for lists of lines, and upload ids.
 * `ui` holds what only the form needs (the province that narrows the trade name's districts).
 */

export interface NamingValues {
  locale: string;
  name: string;
  locales: { ckb: string; en: string; ar: string };
  protection_level: string;
  district_id: string;
}

export interface PartnerValues {
  type: string;
  upn: string;
  owning_percentage: string;
  company_name: string;
  uen: string;
}

export interface TradeNameFormValues extends NamingValues {
  trade_name_type: string;
  activity_ids: string[];
  upn: string;
  id_type: string;
  identity_document_number: string;
  passport_number: string;
  documentIssueDate: string;
  document_expiry: string;
  identity_documents: string[];
  email: string;
  phone_number: string;
  partners: PartnerValues[];
  ui: { province_id: string };
}

export interface ShareholderValues {
  type: string;
  number_of_shares: string;
  upn: string;
  full_name: string;
  id_type: string;
  identity_document_number: string;
  information_card_number: string;
  passport_number: string;
  documentIssueDate: string;
  document_expiry: string;
  personal_image: string;
  signature: string;
  registered_company_name: string;
  company_name: string;
  country_of_registration: string;
  company_capital: string;
  currency_type: string;
  ceo_full_name: string;
  yearly_budget: string;
  last_year_budget: string;
  registration_licence: string;
  continuation_licence: string;
  authorization_letter: string;
  registered_person: string;
  internal_regulation: string;
  establishment_contract: string;
  entity_name: string;
  entity_ceo_name: string;
  attachments: string[];
}

export interface BusinessFormValues {
  type: string;
  email: string;
  trade_name: NamingValues;
  company: {
    type: string;
    project_type: string;
    capital_in_number: string;
    capital_document: string;
    bank_number: string;
    bank_date: string;
    bank_name: string;
    address: {
      province_id: string;
      district_id: string;
      street: string;
      neighborhood: string;
      street_number: string;
      house_number: string;
      location: { lat: string; lng: string };
    };
    country: string;
    income: string;
    expenses: string;
    last_year_profit: string;
  };
  activity_ids: string[];
  ceo: {
    upn: string;
    full_name: string;
    nationality: string;
    birth_date: string;
    phone_number: string;
    email: string;
    id_type: string;
    identity_document_number: string;
    passport_number: string;
    documentIssueDate: string;
    document_expiry: string;
    residency_card_number: string;
    residency_card: string;
    residency_card_expiry: string;
    information_card: string;
    identification_certificate: string;
    proficiency_document: string;
    personal_image: string;
    signature: string;
    /** One permission a line. */
    permissions: string;
    attachments: string[];
  };
  applicant: {
    ceo_is_applicant: string;
    upn: string;
    full_name: string;
    phone_number: string;
    union_card_number: string;
    union_card: string;
    power_of_attorney: string;
  };
  shareholders: ShareholderValues[];
  contract: {
    lawyer_name: string;
    lawyer_email: string;
    lawyer_phone: string;
    goals: string;
    extra_notes: string;
    // The other clauses are generated from the answers (@registry/domain applications/contract).
  };
  attachments: {
    primary_certificate: string;
    registration_certificate: string;
    registration_contract: string;
    company_minutes: string;
    formal_letter: string;
    parent_company_documents: string[];
    beneficial_owner_forms: string[];
    legacyReference: string;
    other: string[];
  };
  ui: { trade_name_province_id: string };
}

/** `locale`: the name's language before the applicant picks one (the page's, for a new draft). */
const naming = (locale = 'ckb'): NamingValues => ({
  locale,
  name: '',
  locales: { ckb: '', en: '', ar: '' },
  protection_level: 'kri_level',
  district_id: '',
});

export const emptyPartner = (): PartnerValues => ({ type: 'natural', upn: '', owning_percentage: '', company_name: '', uen: '' });

export const emptyShareholder = (type = 'natural'): ShareholderValues => ({
  type,
  number_of_shares: '',
  upn: '',
  full_name: '',
  id_type: type === 'natural' ? 'civil_status_identity_card' : '',
  identity_document_number: '',
  information_card_number: '',
  passport_number: '',
  documentIssueDate: '',
  document_expiry: '',
  personal_image: '',
  signature: '',
  registered_company_name: '',
  company_name: '',
  country_of_registration: '',
  company_capital: '',
  currency_type: '',
  ceo_full_name: '',
  yearly_budget: '',
  last_year_budget: '',
  registration_licence: '',
  continuation_licence: '',
  authorization_letter: '',
  registered_person: '',
  internal_regulation: '',
  establishment_contract: '',
  entity_name: '',
  entity_ceo_name: '',
  attachments: [],
});

export const emptyTradeName = (nameLocale?: string): TradeNameFormValues => ({
  ...naming(nameLocale),
  trade_name_type: 'profession',
  activity_ids: [],
  upn: '',
  id_type: 'national_id',
  identity_document_number: '',
  passport_number: '',
  documentIssueDate: '',
  document_expiry: '',
  identity_documents: [],
  email: '',
  phone_number: '',
  partners: [emptyPartner()],
  ui: { province_id: '' },
});

export const emptyBusiness = (type = 'local_company', nameLocale?: string): BusinessFormValues => ({
  type,
  email: '',
  trade_name: naming(nameLocale),
  company: {
    type: '',
    project_type: 'private',
    capital_in_number: '',
    capital_document: '',
    bank_number: '',
    bank_date: '',
    bank_name: '',
    address: {
      province_id: '',
      district_id: '',
      street: '',
      neighborhood: '',
      street_number: '',
      house_number: '',
      location: { lat: '', lng: '' },
    },
    country: '',
    income: '',
    expenses: '',
    last_year_profit: '',
  },
  activity_ids: [],
  ceo: {
    upn: '',
    full_name: '',
    nationality: 'iraqi',
    birth_date: '',
    phone_number: '',
    email: '',
    id_type: 'civil_status_identity_card',
    identity_document_number: '',
    passport_number: '',
    documentIssueDate: '',
    document_expiry: '',
    residency_card_number: '',
    residency_card: '',
    residency_card_expiry: '',
    information_card: '',
    identification_certificate: '',
    proficiency_document: '',
    personal_image: '',
    signature: '',
    permissions: '',
    attachments: [],
  },
  applicant: {
    ceo_is_applicant: 'yes',
    upn: '',
    full_name: '',
    phone_number: '',
    union_card_number: '',
    union_card: '',
    power_of_attorney: '',
  },
  shareholders: [emptyShareholder()],
  contract: {
    lawyer_name: '',
    lawyer_email: '',
    lawyer_phone: '',
    goals: '',
    extra_notes: '',
  },
  attachments: {
    primary_certificate: '',
    registration_certificate: '',
    registration_contract: '',
    company_minutes: '',
    formal_letter: '',
    parent_company_documents: [],
    beneficial_owner_forms: [],
    legacyReference: '',
    other: [],
  },
  ui: { trade_name_province_id: '' },
});

/** A stored draft may predate a field: the empty form underneath fills what it lacks. */
export function mergeDefaults<T>(defaults: T, stored: unknown): T {
  if (Array.isArray(defaults)) return (Array.isArray(stored) ? stored : defaults) as T;
  if (defaults !== null && typeof defaults === 'object') {
    const source = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(defaults as Record<string, unknown>).map(([key, value]) => [key, mergeDefaults(value, source[key])]),
    ) as T;
  }
  return (typeof stored === typeof defaults ? stored : defaults) as T;
}
