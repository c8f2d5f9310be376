/**
 * Request bodies of the three applications: the domain's payload types
 * (`@registry/domain/applications/application`) with their validation. The global ValidationPipe
 * (whitelist + forbidNonWhitelisted) checks shape here: types, enumerations, lengths, list sizes,
 * upload ids (the decorators: application-details.decorators.ts). Formats with a message of their
 * own (UPN, UEN, phone, passport, dates) and every rule that depends on other values are the
 * domain rules' (one round trip gives all of them, with their own codes), so strings here are only
 * bounded. Each class is checked to be its domain type to the letter (the end of this file), so
 * the two cannot drift apart.
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsNumber, IsOptional } from 'class-validator';
import { NATIONALITIES, type Nationality } from '@registry/domain/reference/civil-registry/person';
import {
  BUSINESS_TYPES,
  COMPANY_TYPES,
  NICE_CLASS_MAX,
  NICE_CLASS_MIN,
  OWNER_ID_TYPES,
  PARTNER_TYPES,
  PERSON_ID_TYPES,
  PROJECT_TYPES,
  PROTECTION_LEVELS,
  SHAREHOLDER_TYPES,
  TRADE_NAME_LOCALES,
  TRADE_NAME_TYPES,
  TRADEMARK_OWNER_TYPES,
  type Address,
  type ApplicantDetails,
  type BusinessDetails,
  type BusinessType,
  type CeoDetails,
  type CompanyAttachments,
  type CompanyDetails,
  type CompanyType,
  type ContractClauses,
  type EstablishmentContract,
  type GeoLocation,
  type OwnerIdType,
  type PartnerType,
  type PersonIdType,
  type ProjectType,
  type ProtectionLevel,
  type Shareholder,
  type ShareholderType,
  type TradeNameDetails,
  type SpellingLocale,
  type TradeNameLocale,
  type TradeNameNaming,
  type TradeNamePartner,
  type TradeNameType,
  type TrademarkClass,
  type TrademarkDetails,
  type TrademarkOwner,
  type TrademarkOwnerType,
  type TrademarkWordMark,
} from '@registry/domain/applications/application';
import {
  ActivityIds,
  Amount,
  Code,
  Coordinate,
  CURRENCY_CODE,
  DISTRICT_ID,
  Email,
  LIMITS,
  Nested,
  NestedList,
  OneOf,
  Pattern,
  Text,
  Texts,
  Upload,
  Uploads,
  Whole,
} from './application-details.decorators.js';

export { LIMITS };

// ── trade name ───────────────────────────────────────────────────────────────────────────────

export class TradeNameLocalesDto implements Partial<Record<SpellingLocale, string>> {
  @Text(LIMITS.name, { required: false }) ckb?: string;
  @Text(LIMITS.name, { required: false }) en?: string;
  @Text(LIMITS.name, { required: false }) ar?: string;
}

/** The name part shared by a trade-name application and a company's trade-name section. */
export class TradeNameNamingDto implements TradeNameNaming {
  @OneOf(TRADE_NAME_LOCALES) locale!: TradeNameLocale;
  @Text(LIMITS.name, { description: 'the name in `locale`; its letters and availability are checked by the eligibility engine' })
  name!: string;
  @Nested(() => TradeNameLocalesDto, false) locales?: TradeNameLocalesDto;
  @OneOf(PROTECTION_LEVELS) protection_level!: ProtectionLevel;
  @Pattern(DISTRICT_ID, { required: false, description: 'required for district_level' }) district_id?: string;
}

export class TradeNamePartnerDto implements TradeNamePartner {
  @OneOf(PARTNER_TYPES) type!: PartnerType;
  @Code('13 digits: the partner (natural), or the person representing the company (moral)', false) upn?: string;
  @ApiProperty({ type: Number, description: 'above 0, at most two decimals; all partners total 100' })
  @IsDefined()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  owning_percentage!: number;
  @Text(LIMITS.name, { required: false, description: 'moral partners' }) company_name?: string;
  @Code('moral partners registered here', false) uen?: string;
}

export class TradeNameDetailsDto extends TradeNameNamingDto implements TradeNameDetails {
  @OneOf(TRADE_NAME_TYPES) trade_name_type!: TradeNameType;
  @ActivityIds() activity_ids!: string[];
  @Code('the owner’s UPN (13 digits)') upn!: string;
  @OneOf(OWNER_ID_TYPES) id_type!: OwnerIdType;
  @Text(LIMITS.shortText, { required: false }) identity_document_number?: string;
  @Code('required for a passport', false) passport_number?: string;
  @Code('YYYY-MM-DD', false) documentIssueDate?: string;
  @Code('YYYY-MM-DD, at least six months from today; required for a passport', false) document_expiry?: string;
  @Uploads(true, 'copies of the identity document') identity_documents!: string[];
  @Email() email!: string;
  @Code('07XXXXXXXXX or +9647XXXXXXXXX') phone_number!: string;
  @NestedList(() => TradeNamePartnerDto, LIMITS.partners) partners!: TradeNamePartnerDto[];
}

// ── business ─────────────────────────────────────────────────────────────────────────────────

export class GeoLocationDto implements GeoLocation {
  @Coordinate(90) lat!: number;
  @Coordinate(180) lng!: number;
}

export class AddressDto implements Address {
  @Pattern(DISTRICT_ID) province_id!: string;
  @Pattern(DISTRICT_ID) district_id!: string;
  @Text(LIMITS.name, { required: false }) street?: string;
  @Text(LIMITS.name, { required: false }) neighborhood?: string;
  @Text(LIMITS.shortText, { required: false }) street_number?: string;
  @Text(LIMITS.shortText, { required: false }) house_number?: string;
  @Nested(() => GeoLocationDto, false) location?: GeoLocationDto;
}

export class CompanyDto implements CompanyDetails {
  @OneOf(COMPANY_TYPES) type!: CompanyType;
  @OneOf(PROJECT_TYPES) project_type!: ProjectType;
  @Whole(0, LIMITS.amount) capital_in_number!: number;
  @Upload(false, 'the bank’s deposit letter') capital_document?: string;
  @Text(LIMITS.shortText, { required: false }) bank_number?: string;
  @Code('YYYY-MM-DD', false) bank_date?: string;
  @Text(LIMITS.name, { required: false }) bank_name?: string;
  @Nested(() => AddressDto) address!: AddressDto;
  @Code(
    'ISO 3166-1 alpha-2 (GET /api/v1/countries); required for a foreign branch; an unknown code is a domain rule (country.unknown)',
    false,
  )
  country?: string;
  @Amount() income?: number;
  @Amount() expenses?: number;
  @Amount() last_year_profit?: number;
}

export class CeoDto implements CeoDetails {
  @Code('13 digits') upn!: string;
  @Text(LIMITS.name, { required: false }) full_name?: string;
  @OneOf(NATIONALITIES) nationality!: Nationality;
  @Code('YYYY-MM-DD') birth_date!: string;
  @Code('07XXXXXXXXX or +9647XXXXXXXXX') phone_number!: string;
  @Email(false) email?: string;
  @OneOf(PERSON_ID_TYPES, false) id_type?: PersonIdType;
  @Text(LIMITS.shortText, { required: false }) identity_document_number?: string;
  @Code('required for a passport', false) passport_number?: string;
  @Code('YYYY-MM-DD', false) documentIssueDate?: string;
  @Code('YYYY-MM-DD', false) document_expiry?: string;
  @Text(LIMITS.shortText, { required: false }) residency_card_number?: string;
  @Upload(false) residency_card?: string;
  @Code('YYYY-MM-DD, at least six months from today', false) residency_card_expiry?: string;
  @Upload(false) information_card?: string;
  @Upload(false) identification_certificate?: string;
  @Upload(false) proficiency_document?: string;
  @Upload() personal_image!: string;
  @Upload() signature!: string;
  @Texts(LIMITS.permissions, LIMITS.name, false) permissions?: string[];
  @Uploads(false) attachments?: string[];
}

export class ApplicantDto implements ApplicantDetails {
  @ApiProperty({ description: 'false: a lawyer applies, with union card and power of attorney' })
  @IsDefined()
  @IsBoolean()
  ceo_is_applicant!: boolean;
  @Code('the lawyer’s UPN', false) upn?: string;
  @Text(LIMITS.name, { required: false }) full_name?: string;
  @Code('07XXXXXXXXX or +9647XXXXXXXXX', false) phone_number?: string;
  @Text(LIMITS.shortText, { required: false }) union_card_number?: string;
  @Upload(false) union_card?: string;
  @Upload(false) power_of_attorney?: string;
}

export class ShareholderDto implements Shareholder {
  @OneOf(SHAREHOLDER_TYPES) type!: ShareholderType;
  @OneOf(PERSON_ID_TYPES, false) id_type?: PersonIdType;
  @Whole(1, LIMITS.amount) number_of_shares!: number;
  @Code('natural persons; the representative of a company or government entity', false) upn?: string;
  @Text(LIMITS.name, { required: false }) full_name?: string;
  @Code('required for a passport', false) passport_number?: string;
  @Text(LIMITS.shortText, { required: false }) information_card_number?: string;
  @Text(LIMITS.shortText, { required: false }) identity_document_number?: string;
  @Code('YYYY-MM-DD', false) documentIssueDate?: string;
  @Code('YYYY-MM-DD', false) document_expiry?: string;
  @Upload(false) personal_image?: string;
  @Upload(false) signature?: string;
  @Text(LIMITS.name, { required: false }) registered_company_name?: string;
  @Text(LIMITS.name, { required: false }) company_name?: string;
  @Code('ISO 3166-1 alpha-2 (GET /api/v1/countries); an unknown code is a domain rule (country.unknown)', false)
  country_of_registration?: string;
  @Amount() company_capital?: number;
  @Pattern(CURRENCY_CODE, { required: false, description: 'ISO 4217' }) currency_type?: string;
  @Text(LIMITS.name, { required: false }) ceo_full_name?: string;
  @Amount() yearly_budget?: number;
  @Amount() last_year_budget?: number;
  @Upload(false) registration_licence?: string;
  @Upload(false) continuation_licence?: string;
  @Upload(false) authorization_letter?: string;
  @Text(LIMITS.name, { required: false }) registered_person?: string;
  @Upload(false) internal_regulation?: string;
  @Upload(false) establishment_contract?: string;
  @Text(LIMITS.name, { required: false }) entity_name?: string;
  @Text(LIMITS.name, { required: false }) entity_ceo_name?: string;
  @Uploads(false) attachments?: string[];
}

/**
 * The establishment contract: what the applicant writes (lawyer, goals, extra notes). Its other
 * clauses are generated from the record (`generateContract`, GET /businesses/{id}/contract), so
 * `clauses`, which older clients typed, is accepted and dropped: never required, never stored.
 */
export class EstablishmentContractDto implements EstablishmentContract {
  @Text(LIMITS.name) lawyer_name!: string;
  @Email(false) lawyer_email?: string;
  @Code('07XXXXXXXXX or +9647XXXXXXXXX') lawyer_phone!: string;
  @Text(LIMITS.contractText) goals!: string;
  @Text(LIMITS.contractText, { required: false }) extra_notes?: string;
  @ApiPropertyOptional({ deprecated: true, type: Object, description: 'ignored: the clauses are generated from the application' })
  @Transform(() => undefined)
  @IsOptional()
  clauses?: Partial<ContractClauses>;
}

export class CompanyAttachmentsDto implements CompanyAttachments {
  @Upload(false, 'branch opening pledge; required for a foreign branch') primary_certificate?: string;
  @Upload(false) registration_certificate?: string;
  @Upload(false) registration_contract?: string;
  @Upload(false) company_minutes?: string;
  @Upload(false) formal_letter?: string;
  @Uploads(false, 'required for a foreign branch') parent_company_documents?: string[];
  @Uploads(false) beneficial_owner_forms?: string[];
  @Text(LIMITS.shortText, { required: false, description: 'the number in the legacy register; required to reintroduce a company' })
  legacyReference?: string;
  @Uploads(false) other?: string[];
}

export class BusinessDetailsDto implements BusinessDetails {
  @OneOf(BUSINESS_TYPES) type!: BusinessType;
  @Email() email!: string;
  @Nested(() => TradeNameNamingDto) trade_name!: TradeNameNamingDto;
  @Nested(() => CompanyDto) company!: CompanyDto;
  @ActivityIds() activity_ids!: string[];
  @Nested(() => CeoDto) ceo!: CeoDto;
  @Nested(() => ApplicantDto) applicant!: ApplicantDto;
  @NestedList(() => ShareholderDto, LIMITS.shareholders) shareholders!: ShareholderDto[];
  @Nested(() => EstablishmentContractDto) contract!: EstablishmentContractDto;
  @Nested(() => CompanyAttachmentsDto) attachments!: CompanyAttachmentsDto;
}

// ── trademark ────────────────────────────────────────────────────────────────────────────────

export class TrademarkWordMarkDto implements TrademarkWordMark {
  @Text(LIMITS.name, { required: false }) ckb?: string;
  @Text(LIMITS.name, { required: false }) en?: string;
  @Text(LIMITS.name, { required: false }) ar?: string;
}

export class TrademarkClassDto implements TrademarkClass {
  @Whole(NICE_CLASS_MIN, NICE_CLASS_MAX) classNumber!: number;
  @Texts(LIMITS.termsPerClass, LIMITS.name) terms!: string[];
}

export class TrademarkOwnerDto implements TrademarkOwner {
  @OneOf(TRADEMARK_OWNER_TYPES) type!: TrademarkOwnerType;
  @Code('natural owners', false) upn?: string;
  @Text(LIMITS.name, { required: false, description: 'company owners' }) company_name?: string;
  @Code('company owners registered here', false) uen?: string;
}

export class TrademarkDetailsDto implements TrademarkDetails {
  @Nested(() => TrademarkWordMarkDto) wordMark!: TrademarkWordMarkDto;
  @Upload(false, 'the logo image') logo?: string;
  @NestedList(() => TrademarkClassDto, LIMITS.niceClasses) classes!: TrademarkClassDto[];
  @Nested(() => TrademarkOwnerDto) owner!: TrademarkOwnerDto;
  @Email() email!: string;
  @Code('07XXXXXXXXX or +9647XXXXXXXXX') phone_number!: string;
}

// ── each DTO is its domain type ──────────────────────────────────────────────────────────────

/**
 * Whether A and B are the same type to the letter (TypeScript's identity, not assignability):
 * the same properties, each as optional and of the same type, nested ones included. `implements`
 * alone lets a DTO keep a field the domain dropped, omit an optional one it added, or require one
 * the domain leaves optional.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Holds<Check extends true> = Check;

/** Fails to compile when a DTO and the domain's payload type it stands for differ. */
export type DtosAreTheDomainPayloads = [
  Holds<Same<TradeNameLocalesDto, Partial<Record<SpellingLocale, string>>>>,
  Holds<Same<TradeNameNamingDto, TradeNameNaming>>,
  Holds<Same<TradeNamePartnerDto, TradeNamePartner>>,
  Holds<Same<TradeNameDetailsDto, TradeNameDetails>>,
  Holds<Same<GeoLocationDto, GeoLocation>>,
  Holds<Same<AddressDto, Address>>,
  Holds<Same<CompanyDto, CompanyDetails>>,
  Holds<Same<CeoDto, CeoDetails>>,
  Holds<Same<ApplicantDto, ApplicantDetails>>,
  Holds<Same<ShareholderDto, Shareholder>>,
  Holds<Same<EstablishmentContractDto, EstablishmentContract>>,
  Holds<Same<CompanyAttachmentsDto, CompanyAttachments>>,
  Holds<Same<BusinessDetailsDto, BusinessDetails>>,
  Holds<Same<TrademarkWordMarkDto, TrademarkWordMark>>,
  Holds<Same<TrademarkClassDto, TrademarkClass>>,
  Holds<Same<TrademarkOwnerDto, TrademarkOwner>>,
  Holds<Same<TrademarkDetailsDto, TrademarkDetails>>,
];
