import type { FieldProblem } from '#src/shared/domain-error';
import {
  BRANCH_COMPANY_TYPES,
  COMPANY_TYPES,
  type ApplicantDetails,
  type BusinessDetails,
  type BusinessType,
  type CeoDetails,
  type CompanyAttachments,
  type CompanyDetails,
  type EstablishmentContract,
} from '../application.js';
import { validateMinimumCapital } from './capital.js';
import { ApplicationCodes, ReusedCodes } from './codes.js';
import { checkDate, checkDocumentExpiry } from './dates.js';
import { isBlank, type ApplicationFacts } from './facts.js';
import { validateEmail, validateKurdishText, validatePhone } from './formats.js';
import { checkIdentityDocument, checkUpnPerson, requireTexts } from './persons.js';
import { personName } from '#src/reference/civil-registry/rules';
import { validateActivities, validateCountry, validateDistrict, validateLocation, validateProtectionDistrict } from './reference.js';
import { validateShareholders } from './shareholders.js';
import { validateTradeNameText } from './trade-name.js';

const isBranch = (type: CompanyDetails['type']) => (BRANCH_COMPANY_TYPES as readonly string[]).includes(type);

/**
 * Every rule of a company registration at once (spec §5): the trade name's district, the
 * company (type fitting the application, minimum capital, bank deposit, address), activities,
 * the CEO (an Iraqi adult, documents valid six more months), the lawyer's papers when the CEO
 * does not apply, shareholders (shares = capital, government share), the contract in Kurdish
 * letters, and the attachments a foreign branch or a reintroduced company needs, and the trade
 * name's text (`validateTradeNameText`); its availability is the eligibility engine's.
 */
export function validateBusinessDetails(details: BusinessDetails, facts: ApplicationFacts): FieldProblem[] {
  return [
    ...validateEmail(details.email, 'email'),
    ...validateTradeNameText(details.trade_name, 'trade_name.'),
    ...validateProtectionDistrict(details.trade_name, facts, 'trade_name'),
    ...validateCompany(details.type, details.company, facts),
    ...validateActivities(details.activity_ids ?? [], facts),
    ...validateCeo(details.ceo, facts),
    ...validateApplicant(details.applicant, facts),
    ...validateShareholders(details.shareholders ?? [], details.company, facts),
    ...validateContract(details.contract),
    ...validateAttachments(details.type, details.attachments ?? {}),
  ];
}

/**
 * The company part. A foreign company registers a branch (baghdad_branch, kri_branch) and names
 * its country; local and reintroduced companies are not branches. `mixed_…` types are mixed
 * projects and `private_…` types private ones. Bank details come together once the capital is
 * deposited, the deposit date not in the future. The address's district lies in its province,
 * and its point on the map in its district (as far as the registry has outlines: `validateLocation`).
 */
export function validateCompany(
  businessType: BusinessType,
  company: CompanyDetails,
  facts: ApplicationFacts,
  prefix = 'company',
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const allowedTypes = COMPANY_TYPES.filter((type) => isBranch(type) === (businessType === 'foreign_company'));
  if (!(allowedTypes as readonly string[]).includes(company.type)) {
    problems.push({ code: ReusedCodes.oneOf, field: `${prefix}.type`, params: { allowed: allowedTypes } });
  }
  const projectType = company.type.startsWith('mixed_') ? 'mixed' : company.type.startsWith('private_') ? 'private' : undefined;
  if (projectType && company.project_type !== projectType) {
    problems.push({ code: ReusedCodes.oneOf, field: `${prefix}.project_type`, params: { allowed: [projectType] } });
  }
  problems.push(...validateMinimumCapital(company, prefix));

  const bankKeys = ['bank_number', 'bank_date', 'bank_name'] as const;
  if (bankKeys.some((key) => !isBlank(company[key]))) problems.push(...requireTexts(company, prefix, bankKeys));
  if (!isBlank(company.bank_date)) problems.push(...checkDate(company.bank_date, `${prefix}.bank_date`, facts.today, { notFuture: true }));

  if (businessType === 'foreign_company' && isBlank(company.country))
    problems.push({ code: ReusedCodes.required, field: `${prefix}.country` });
  else problems.push(...validateCountry(company.country, `${prefix}.country`));

  const address = company.address;
  if (address && !isBlank(address.district_id)) {
    problems.push(...validateDistrict(address.district_id, `${prefix}.address.district_id`, facts, address.province_id));
  }
  if (address?.location) {
    problems.push(...validateLocation(address.location, `${prefix}.address.location`, address.district_id, address.province_id));
  }

  for (const key of ['income', 'expenses'] as const) {
    const amount = company[key];
    if (amount != null && !(typeof amount === 'number' && Number.isFinite(amount) && amount >= 0)) {
      problems.push({ code: ReusedCodes.numberMin, field: `${prefix}.${key}`, params: { min: 0 } });
    }
  }
  if (company.last_year_profit != null && !Number.isFinite(company.last_year_profit)) {
    problems.push({ code: ReusedCodes.number, field: `${prefix}.last_year_profit` });
  }
  return problems;
}

/**
 * The CEO (spec §5): an Iraqi citizen, known to the civil registry with a nationality, 18 or
 * older; the declared nationality and birth date agree with the registry; phone (and e-mail when
 * given) well-formed; a residency card, when given, has an expiry six or more months away; the
 * identity document valid too.
 */
export function validateCeo(ceo: CeoDetails, facts: ApplicationFacts, prefix = 'ceo'): FieldProblem[] {
  const { person, problems } = checkUpnPerson(ceo.upn, `${prefix}.upn`, facts, { required: true, mustBeIraqi: true });
  if (ceo.nationality !== 'iraqi') {
    // Named as the registry knows them, else as the applicant wrote them (issue 34 §5).
    const name = (person ? personName(person) : '') || (isBlank(ceo.full_name) ? '' : ceo.full_name!.trim()) || String(ceo.upn ?? '');
    problems.push({ code: ReusedCodes.personNotIraqi, field: `${prefix}.nationality`, params: { name } });
  }

  const birthField = `${prefix}.birth_date`;
  const birth = checkDate(ceo.birth_date, birthField, facts.today, { notFuture: true, futureCode: ReusedCodes.birthDateFuture });
  problems.push(...birth);
  if (!birth.length && person && person.birthDate !== ceo.birth_date)
    problems.push({ code: ApplicationCodes.birthDateMismatch, field: birthField });

  problems.push(...validatePhone(ceo.phone_number, `${prefix}.phone_number`));
  if (!isBlank(ceo.email)) problems.push(...validateEmail(ceo.email, `${prefix}.email`));

  const expiryField = `${prefix}.residency_card_expiry`;
  if (!isBlank(ceo.residency_card_expiry)) problems.push(...checkDocumentExpiry(ceo.residency_card_expiry, expiryField, facts.today));
  else if (!isBlank(ceo.residency_card_number) || !isBlank(ceo.residency_card))
    problems.push({ code: ReusedCodes.required, field: expiryField });

  problems.push(...checkIdentityDocument(ceo, prefix, facts.today, person?.birthDate ?? ceo.birth_date));
  return problems;
}

/**
 * Who applies (spec §6): the CEO, or a lawyer (a known adult) with a union card number, the
 * union card and a power of attorney.
 */
export function validateApplicant(applicant: ApplicantDetails, facts: ApplicationFacts, prefix = 'applicant'): FieldProblem[] {
  if (applicant.ceo_is_applicant) return [];
  return [
    ...checkUpnPerson(applicant.upn, `${prefix}.upn`, facts, { required: true }).problems,
    ...requireTexts(applicant, prefix, ['union_card_number', 'union_card', 'power_of_attorney']),
    ...(isBlank(applicant.phone_number) ? [] : validatePhone(applicant.phone_number, `${prefix}.phone_number`)),
  ];
}

/**
 * The establishment contract (spec §2): what the applicant writes (the lawyer's name, the goals,
 * the extra notes) in Kurdish letters (digits and punctuation allowed), the lawyer reachable by a
 * valid phone (and e-mail). The other clauses are generated from the record
 * (`generateContract`), so they are not the applicant's to get wrong.
 */
export function validateContract(contract: EstablishmentContract, prefix = 'contract'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const texts: [string, string | undefined][] = [
    ['lawyer_name', contract.lawyer_name],
    ['goals', contract.goals],
    ['extra_notes', contract.extra_notes],
  ];
  for (const [key, text] of texts) problems.push(...validateKurdishText(text, `${prefix}.${key}`));
  problems.push(...validatePhone(contract.lawyer_phone, `${prefix}.lawyer_phone`));
  if (!isBlank(contract.lawyer_email)) problems.push(...validateEmail(contract.lawyer_email, `${prefix}.lawyer_email`));
  return problems;
}

/** Signed copies of the beneficial-owner form each company hands in (spec §9). */
export const BENEFICIAL_OWNER_COPIES = 2;

/**
 * A foreign branch brings its opening pledge and the parent company's papers, and no other kind
 * does (issue 23 §8: a local company is never asked for them); the beneficial-owner form, when
 * uploaded, comes in its two signed copies; a reintroduced company brings its legacy number.
 */
export function validateAttachments(businessType: BusinessType, attachments: CompanyAttachments, prefix = 'attachments'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (businessType === 'foreign_company') {
    problems.push(...requireTexts(attachments, prefix, ['primary_certificate']));
    if ((attachments.parent_company_documents ?? []).length === 0)
      problems.push({ code: ReusedCodes.required, field: `${prefix}.parent_company_documents` });
  } else {
    if (!isBlank(attachments.primary_certificate))
      problems.push({ code: ApplicationCodes.branchOnlyAttachment, field: `${prefix}.primary_certificate` });
    if ((attachments.parent_company_documents ?? []).length > 0)
      problems.push({ code: ApplicationCodes.branchOnlyAttachment, field: `${prefix}.parent_company_documents` });
  }
  const beneficialOwnerForms = attachments.beneficial_owner_forms ?? [];
  if (beneficialOwnerForms.length > 0 && beneficialOwnerForms.length < BENEFICIAL_OWNER_COPIES)
    problems.push({
      code: ApplicationCodes.beneficialOwnerCopies,
      field: `${prefix}.beneficial_owner_forms`,
      params: { copies: BENEFICIAL_OWNER_COPIES },
    });
  if (businessType === 'company_reintroduce') problems.push(...requireTexts(attachments, prefix, ['legacyReference']));
  return problems;
}
