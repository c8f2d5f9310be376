/**
 * The three application payloads (trade name, business, trademark) as the applicant's forms send
 * them. Field names follow spec §3 where it names a field (snake_case: `capital_in_number`,
 * `ceo_is_applicant`, also where §3 names it in words: "document expiry" → `document_expiry`),
 * and camelCase where it does not (`documentIssueDate`, `legacyReference`, `wordMark`,
 * `classNumber`), as docs/api.md says. Body fields of ids are `district_id`, `province_id`,
 * `activity_ids` (the camelCase `districtId`/`activityIds` of §3 are query filters).
 *
 * Uploads are referenced by id (a UUID string); the files themselves are checked by the upload
 * service. Dates are `YYYY-MM-DD`. Amounts are whole Iraqi dinars (one share = 1 IQD).
 *
 * Which values are required: the HTTP DTOs require what every application needs; the rules
 * (`rules/`) require what depends on other values (a lawyer's papers when the CEO is not the
 * applicant, a passport number when the document is a passport, …).
 */
import type { Nationality } from '../reference/civil-registry/person.js';

// ── enumerations (spec §3) ───────────────────────────────────────────────────────────────────

/** Languages a trade name may be chosen in: Sorani, English, Arabic and Kurmanji in Latin letters (issue 34 §2). */
export const TRADE_NAME_LOCALES = ['ckb', 'en', 'ar', 'kmr'] as const;
export type TradeNameLocale = (typeof TRADE_NAME_LOCALES)[number];

/** Languages a name is also spelled in: a trade name's other spellings, a word mark's written forms. */
export const SPELLING_LOCALES = ['ckb', 'en', 'ar'] as const;
export type SpellingLocale = (typeof SPELLING_LOCALES)[number];

export const PROTECTION_LEVELS = ['kri_level', 'district_level'] as const;
export type ProtectionLevel = (typeof PROTECTION_LEVELS)[number];

export const TRADE_NAME_TYPES = ['profession', 'factory', 'company'] as const;
export type TradeNameType = (typeof TRADE_NAME_TYPES)[number];

/** Identity documents of a trade-name owner (spec §3 "Trade name"). */
export const OWNER_ID_TYPES = ['passport', 'national_id', 'iraqi_nationality', 'driving_license'] as const;
export type OwnerIdType = (typeof OWNER_ID_TYPES)[number];

export const PARTNER_TYPES = ['natural', 'moral'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const BUSINESS_TYPES = ['local_company', 'foreign_company', 'company_reintroduce'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Spec §3 "Company": the eleven company types. */
export const COMPANY_TYPES = [
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
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** A foreign company (or one registered in Baghdad) registers a branch; everyone else a company. */
export const BRANCH_COMPANY_TYPES = ['baghdad_branch', 'kri_branch'] as const satisfies readonly CompanyType[];

export const PROJECT_TYPES = ['private', 'mixed'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const SHAREHOLDER_TYPES = ['natural', 'moral', 'government'] as const;
export type ShareholderType = (typeof SHAREHOLDER_TYPES)[number];

/** Identity documents of the persons of a company (spec §3 "Shareholder"); the CEO uses the same list. */
export const PERSON_ID_TYPES = ['civil_status_identity_card', 'national_id', 'passport', 'unknown'] as const;
export type PersonIdType = (typeof PERSON_ID_TYPES)[number];

export const TRADEMARK_OWNER_TYPES = ['natural', 'company'] as const;
export type TrademarkOwnerType = (typeof TRADEMARK_OWNER_TYPES)[number];

/** Nice classification: classes 1–34 are goods, 35–45 services. */
export const NICE_CLASS_MIN = 1;
export const NICE_CLASS_MAX = 45;

/** An upload's id (UUID). */
export type UploadId = string;
/** `YYYY-MM-DD`. */
export type IsoDate = string;

// ── shared parts ─────────────────────────────────────────────────────────────────────────────

/**
 * An identity document as a form describes it. The rules: a passport needs its number and expiry;
 * an expiry must leave at least six more months of validity; an issue date is not in the future,
 * not before the holder's birth and not after the expiry.
 */
export interface IdentityDocumentFields<IdType extends string> {
  id_type?: IdType;
  identity_document_number?: string;
  passport_number?: string;
  documentIssueDate?: IsoDate;
  document_expiry?: IsoDate;
}

export interface GeoLocation {
  lat: number;
  lng: number;
}

export interface Address {
  province_id: string;
  district_id: string;
  street?: string;
  neighborhood?: string;
  street_number?: string;
  house_number?: string;
  location?: GeoLocation;
}

/** The name in the locale it was chosen in; `locales` optionally spells it in the other languages. */
export interface TradeNameNaming {
  locale: TradeNameLocale;
  name: string;
  locales?: Partial<Record<SpellingLocale, string>>;
  protection_level: ProtectionLevel;
  /** Required for district-level protection. */
  district_id?: string;
}

// ── trade name ───────────────────────────────────────────────────────────────────────────────

/**
 * A partner of a trade name. A natural partner is the person of `upn`. A moral partner is a
 * company (`company_name`, and its `uen` when it is registered here); its `upn`, when given, is
 * the person who represents it. Owning percentages have at most two decimals and total 100.
 */
export interface TradeNamePartner {
  type: PartnerType;
  upn?: string;
  owning_percentage: number;
  company_name?: string;
  uen?: string;
}

export interface TradeNameDetails extends TradeNameNaming, IdentityDocumentFields<OwnerIdType> {
  trade_name_type: TradeNameType;
  /** ISIC class codes (spec §3 "Activity": selectable ones only). */
  activity_ids: string[];
  /** The owner: the applicant of the trade name. */
  upn: string;
  id_type: OwnerIdType;
  identity_documents: UploadId[];
  email: string;
  phone_number: string;
  partners: TradeNamePartner[];
}

// ── business ─────────────────────────────────────────────────────────────────────────────────

export interface CompanyDetails {
  type: CompanyType;
  project_type: ProjectType;
  /** Whole IQD; the shares total this (one share = 1 IQD). */
  capital_in_number: number;
  /** The bank's deposit letter (spec §1 step 2: obtained after the online form). */
  capital_document?: UploadId;
  bank_number?: string;
  bank_date?: IsoDate;
  bank_name?: string;
  address: Address;
  /** ISO 3166-1 alpha-2 country of the parent company; required for a foreign branch. */
  country?: string;
  income?: number;
  expenses?: number;
  last_year_profit?: number;
}

export interface CeoDetails extends IdentityDocumentFields<PersonIdType> {
  upn: string;
  full_name?: string;
  /** Declared; must be iraqi, and the civil registry must agree (spec §5). */
  nationality: Nationality;
  /** Declared; must match the civil registry. */
  birth_date: IsoDate;
  phone_number: string;
  email?: string;
  residency_card_number?: string;
  residency_card?: UploadId;
  residency_card_expiry?: IsoDate;
  information_card?: UploadId;
  identification_certificate?: UploadId;
  proficiency_document?: UploadId;
  personal_image: UploadId;
  signature: UploadId;
  /** What the CEO may do on the company's behalf, as written in the contract. */
  permissions?: string[];
  attachments?: UploadId[];
}

/** Who files the application: the CEO, or a lawyer with a union (syndicate) card and a power of attorney. */
export interface ApplicantDetails {
  ceo_is_applicant: boolean;
  upn?: string;
  full_name?: string;
  phone_number?: string;
  union_card_number?: string;
  union_card?: UploadId;
  power_of_attorney?: UploadId;
}

/**
 * A shareholder. Natural persons are identified by `upn` (distinct among shareholders). For a
 * company (moral) or a government entity, `upn`, when given, is its registered representative.
 */
export interface Shareholder extends IdentityDocumentFields<PersonIdType> {
  type: ShareholderType;
  number_of_shares: number;
  upn?: string;
  full_name?: string;
  information_card_number?: string;
  personal_image?: UploadId;
  signature?: UploadId;
  // moral (company)
  registered_company_name?: string;
  company_name?: string;
  /** ISO 3166-1 alpha-2. */
  country_of_registration?: string;
  company_capital?: number;
  /** ISO 4217 (IQD, USD, …). */
  currency_type?: string;
  ceo_full_name?: string;
  yearly_budget?: number;
  last_year_budget?: number;
  registration_licence?: UploadId;
  continuation_licence?: UploadId;
  authorization_letter?: UploadId;
  registered_person?: string;
  internal_regulation?: UploadId;
  establishment_contract?: UploadId;
  // government
  entity_name?: string;
  entity_ceo_name?: string;
  attachments?: UploadId[];
}

/**
 * Clauses the applicant once typed. Superseded: the contract's clauses are generated from the
 * record (`contract/establishment-contract.ts`); older applications may still hold these texts,
 * which nothing reads, and the API no longer stores them.
 */
export interface ContractClauses {
  name: string;
  address: string;
  purpose: string;
  activities: string[];
  capital: string;
  shareholders: string;
  coordinator: string;
}

/**
 * What the applicant writes of the contract: the lawyer, the company's goals and extra notes (in
 * Kurdish letters). Every other clause is generated from the record.
 */
export interface EstablishmentContract {
  lawyer_name: string;
  lawyer_email?: string;
  lawyer_phone: string;
  goals: string;
  extra_notes?: string;
  /** @deprecated typed by older applications; superseded by the generated clauses. */
  clauses?: Partial<ContractClauses>;
}

export interface CompanyAttachments {
  /** Branch opening pledge; required for a foreign branch. */
  primary_certificate?: UploadId;
  registration_certificate?: UploadId;
  registration_contract?: UploadId;
  company_minutes?: UploadId;
  formal_letter?: UploadId;
  /** Registration papers of the parent company; required for a foreign branch. */
  parent_company_documents?: UploadId[];
  beneficial_owner_forms?: UploadId[];
  /** The company's number in the legacy register; required to reintroduce a company. */
  legacyReference?: string;
  other?: UploadId[];
}

export interface BusinessDetails {
  type: BusinessType;
  email: string;
  trade_name: TradeNameNaming;
  company: CompanyDetails;
  activity_ids: string[];
  ceo: CeoDetails;
  applicant: ApplicantDetails;
  shareholders: Shareholder[];
  contract: EstablishmentContract;
  attachments: CompanyAttachments;
}

// ── trademark ────────────────────────────────────────────────────────────────────────────────

export interface TrademarkWordMark {
  ckb?: string;
  en?: string;
  ar?: string;
}

export interface TrademarkClass {
  classNumber: number;
  terms: string[];
}

/** A person (`upn`) or a company (`company_name`, and its `uen` when registered here). */
export interface TrademarkOwner {
  type: TrademarkOwnerType;
  upn?: string;
  company_name?: string;
  uen?: string;
}

export interface TrademarkDetails {
  wordMark: TrademarkWordMark;
  logo?: UploadId;
  classes: TrademarkClass[];
  owner: TrademarkOwner;
  email: string;
  phone_number: string;
}

// ── corrections ──────────────────────────────────────────────────────────────────────────────

/** The correction variants of the stepper (spec §2). */
export const CORRECTION_SECTIONS = ['trade-name-info', 'business-info', 'activity-types', 'establishment-contract'] as const;
export type CorrectionSection = (typeof CORRECTION_SECTIONS)[number];

export interface CorrectableKeys {
  business: readonly (keyof BusinessDetails)[];
  tradeName: readonly (keyof TradeNameDetails)[];
}

/**
 * What each correction may change. `type` never changes (another kind of application is another
 * application), nor `email` (it identifies the owner; it changes only by an ownership transfer).
 */
const CORRECTABLE: Readonly<Record<CorrectionSection, CorrectableKeys>> = {
  'trade-name-info': {
    business: ['trade_name'],
    tradeName: [
      'locale',
      'name',
      'locales',
      'protection_level',
      'district_id',
      'trade_name_type',
      'upn',
      'id_type',
      'identity_document_number',
      'passport_number',
      'documentIssueDate',
      'document_expiry',
      'identity_documents',
      'phone_number',
      'partners',
    ],
  },
  'business-info': { business: ['company', 'ceo', 'applicant', 'shareholders', 'attachments'], tradeName: [] },
  'activity-types': { business: ['activity_ids'], tradeName: ['activity_ids'] },
  'establishment-contract': { business: ['contract'], tradeName: [] },
};

export function correctableKeys(section: CorrectionSection): CorrectableKeys {
  return CORRECTABLE[section];
}

/**
 * The top-level keys a correction changed although none of the requested sections allows it
 * (key order and absent-versus-undefined do not count as changes).
 */
export function keysChangedOutsideSections(
  kind: 'business' | 'trade-name',
  sections: readonly CorrectionSection[],
  before: object,
  after: object,
): string[] {
  const allowed = new Set<string>(sections.flatMap((s) => (kind === 'business' ? CORRECTABLE[s].business : CORRECTABLE[s].tradeName)));
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return [...keys].filter((key) => !allowed.has(key) && canonicalJson(was[key]) !== canonicalJson(now[key])).sort();
}

function canonicalJson(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
