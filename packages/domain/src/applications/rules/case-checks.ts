import type { BusinessDetails, TradeNameDetails } from '../application.js';
import { CaseCheckMessages } from './case-check-messages.js';
import { MINIMUM_CAPITAL_IQD } from './capital.js';
import { isBlank, type ApplicationFacts } from './facts.js';
import { isBusinessDetails, isTradeNameDetails, isTrademarkDetails, type ApplicationDetails } from './lookups.js';
import { OWNING_PERCENTAGE_TOTAL } from './partners.js';

/** The checks of a reviewer's case file (issue 22 §1), in the order the panel shows them. */
export const CASE_CHECK_IDS = [
  'shares_capital',
  'percentages_total',
  'ceo_nationality',
  'capital_minimum',
  'name_conflicts_now',
  'name_conflicts_at_submission',
  'required_documents',
  'owner_identity',
  'class_terms',
] as const;
export type CaseCheckId = (typeof CASE_CHECK_IDS)[number];
export type CheckOutcome = 'passed' | 'failed' | 'not_applicable';

export interface CaseCheck {
  id: CaseCheckId;
  outcome: CheckOutcome;
  /** The explanation's message code (`CaseCheckMessages`) and its parameters. */
  code: string;
  params: Record<string, number | string | string[]>;
  /** The payload fields the check concerns (for a failed required-documents check: those missing). */
  fields: string[];
}

/**
 * What the case file knows beyond the payload: the civil registry's persons (`facts`), and the
 * names the availability service finds in conflict with the application's trade name now and
 * among the names claimed when it was submitted; for a trademark, the signs trademark
 * examination refuses its word mark for, now and among those held at its submission (null: the
 * application names neither a trade name nor a word mark).
 */
export interface CaseCheckInput {
  facts: Pick<ApplicationFacts, 'persons'>;
  nameConflictsNow: readonly string[] | null;
  nameConflictsAtSubmission: readonly string[] | null;
  /**
   * A trademark's goods and services that the Nice list's search does not find in the class they
   * were filed in (the reference data's ranking, `GET /api/v1/nice-classes?search=`), in filing order.
   */
  termsOutsideTheirClass?: readonly { classNumber: number; term: string }[];
}

const notApplicable = (id: CaseCheckId): CaseCheck => ({
  id,
  outcome: 'not_applicable',
  code: CaseCheckMessages['case-check.not-applicable'],
  params: {},
  fields: [],
});
const outcomeOf = (id: CaseCheckId, passed: boolean, params: CaseCheck['params'], fields: string[]): CaseCheck => ({
  id,
  outcome: passed ? 'passed' : 'failed',
  code: `case-check.${id.replace(/_/g, '-')}.${passed ? 'passed' : 'failed'}`,
  params,
  fields,
});

const wholeShares = (details: BusinessDetails): bigint | null => {
  let total = 0n;
  for (const s of details.shareholders ?? []) {
    if (typeof s.number_of_shares !== 'number' || !Number.isSafeInteger(s.number_of_shares) || s.number_of_shares < 0) return null;
    total += BigInt(s.number_of_shares);
  }
  return total;
};
const capitalOf = (details: BusinessDetails): number | null => {
  const capital = details.company?.capital_in_number;
  return typeof capital === 'number' && Number.isSafeInteger(capital) && capital > 0 ? capital : null;
};
const bigText = (n: bigint) => (n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n.toString());

/** Spec §5: one share is one dinar, so the shareholders' shares total the capital. */
export function checkSharesTotalCapital(details: ApplicationDetails): CaseCheck {
  if (!isBusinessDetails(details)) return notApplicable('shares_capital');
  const total = wholeShares(details);
  const capital = capitalOf(details);
  if (total === null || capital === null)
    return outcomeOf('shares_capital', false, { total: '—', capital: capital ?? '—' }, ['shareholders', 'company.capital_in_number']);
  return outcomeOf('shares_capital', total === BigInt(capital), { total: bigText(total), capital }, [
    'shareholders',
    'company.capital_in_number',
  ]);
}

/**
 * Spec §5, §9: owners hold 100% together. A trade name's partners state their percentages; a
 * company's shareholders hold shares, each share a part of the capital.
 */
export function checkPercentagesTotal(details: ApplicationDetails): CaseCheck {
  if (isTradeNameDetails(details)) {
    const partners = (details as TradeNameDetails).partners ?? [];
    if (partners.length === 0) return notApplicable('percentages_total');
    const hundredths = partners.reduce(
      (sum, p) =>
        sum +
        (typeof p.owning_percentage === 'number' && Number.isFinite(p.owning_percentage)
          ? Math.round(p.owning_percentage * 100)
          : Number.NaN),
      0,
    );
    const total = Number.isNaN(hundredths) ? '—' : hundredths / 100;
    return outcomeOf('percentages_total', hundredths === OWNING_PERCENTAGE_TOTAL * 100, { total }, ['partners']);
  }
  if (!isBusinessDetails(details)) return notApplicable('percentages_total');
  const shares = wholeShares(details);
  const capital = capitalOf(details);
  if (shares === null || capital === null) return outcomeOf('percentages_total', false, { total: '—' }, ['shareholders']);
  // Hundredths of a percent, in whole numbers: 100·100·shares / capital.
  const hundredths = Number((shares * 10_000n) / BigInt(capital));
  return outcomeOf('percentages_total', shares === BigInt(capital), { total: hundredths / 100 }, ['shareholders']);
}

/** A holder's part of the company in percent (two decimals), from its shares and the capital. */
export function sharePercentage(shares: unknown, capital: unknown): number | null {
  if (
    typeof shares !== 'number' ||
    typeof capital !== 'number' ||
    !Number.isSafeInteger(shares) ||
    !Number.isSafeInteger(capital) ||
    capital <= 0
  )
    return null;
  return Number((BigInt(shares) * 10_000n) / BigInt(capital)) / 100;
}

/** Spec §5: the CEO is an Iraqi citizen, declared so and recorded so by the civil registry. */
export function checkCeoNationality(details: ApplicationDetails, input: Pick<CaseCheckInput, 'facts'>): CaseCheck {
  if (!isBusinessDetails(details) || !details.ceo) return notApplicable('ceo_nationality');
  const person = isBlank(details.ceo.upn) ? null : (input.facts.persons.get(details.ceo.upn) ?? null);
  return outcomeOf('ceo_nationality', details.ceo.nationality === 'iraqi' && person?.nationality === 'iraqi', {}, [
    'ceo.nationality',
    'ceo.upn',
  ]);
}

/** Spec §5, §9: the capital is at least its company type's minimum (`MINIMUM_CAPITAL_IQD`). */
export function checkMinimumCapital(details: ApplicationDetails): CaseCheck {
  if (!isBusinessDetails(details)) return notApplicable('capital_minimum');
  const minimum = MINIMUM_CAPITAL_IQD[details.company?.type];
  if (minimum === undefined) return notApplicable('capital_minimum');
  const capital = capitalOf(details);
  return outcomeOf('capital_minimum', capital !== null && capital >= minimum, { capital: capital ?? '—', minimum }, [
    'company.capital_in_number',
    'company.type',
  ]);
}

/**
 * The availability service's conflicts for the trade name (this application's own claim left out),
 * or for a trademark (`field` `wordMark`) the signs trademark examination refuses its word mark for.
 */
export function checkNameConflicts(
  id: 'name_conflicts_now' | 'name_conflicts_at_submission',
  conflicts: readonly string[] | null,
  field: string,
): CaseCheck {
  if (conflicts === null) return notApplicable(id);
  const names = [...new Set(conflicts)];
  const check = outcomeOf(id, names.length === 0, names.length ? { count: names.length, names } : {}, [field]);
  return field === WORD_MARK_FIELD
    ? { ...check, code: check.code.replace('case-check.name-conflicts', 'case-check.mark-conflicts') }
    : check;
}

/** The field a trademark's conflicts concern. */
const WORD_MARK_FIELD = 'wordMark';

/**
 * The documents each kind of application must bring (spec §3, §5, §6): a trade name the
 * owner's identity documents; a company the CEO's photograph and signature, a lawyer's union
 * card and power of attorney when the CEO does not apply, and a foreign branch its opening
 * pledge and the parent company's papers. A trademark requires none (its logo is optional).
 */
export function requiredDocumentsOf(details: ApplicationDetails): string[] {
  if (isBusinessDetails(details)) {
    return [
      'ceo.personal_image',
      'ceo.signature',
      ...(details.applicant?.ceo_is_applicant === false ? ['applicant.union_card', 'applicant.power_of_attorney'] : []),
      ...(details.type === 'foreign_company' ? ['attachments.primary_certificate', 'attachments.parent_company_documents'] : []),
    ];
  }
  if (isTradeNameDetails(details)) return ['identity_documents'];
  return [];
}

const valueAt = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);
const present = (value: unknown) => (Array.isArray(value) ? value.some((v) => !isBlank(v)) : !isBlank(value));

export function checkRequiredDocuments(details: ApplicationDetails): CaseCheck {
  const required = requiredDocumentsOf(details);
  if (required.length === 0) return notApplicable('required_documents');
  const missing = required.filter((path) => !present(valueAt(details, path)));
  return outcomeOf(
    'required_documents',
    missing.length === 0,
    { count: missing.length || required.length },
    missing.length ? missing : required,
  );
}

/** A trademark's owner: a person the civil registry knows, or a company named. */
export function checkMarkOwner(details: ApplicationDetails, input: Pick<CaseCheckInput, 'facts'>): CaseCheck {
  if (!isTrademarkDetails(details)) return notApplicable('owner_identity');
  const owner = details.owner;
  if (owner?.type === 'natural') {
    const known = !isBlank(owner.upn) && (input.facts.persons.get(owner.upn!) ?? null) !== null;
    return outcomeOf('owner_identity', known, {}, ['owner.upn']);
  }
  return outcomeOf('owner_identity', !isBlank(owner?.company_name), {}, ['owner.company_name']);
}

/**
 * A trademark's goods and services are found in the class they were filed in. A term the list
 * does not place there is not refused: the examiner reads it against the Nice list.
 */
export function checkClassTerms(details: ApplicationDetails, outside: CaseCheckInput['termsOutsideTheirClass']): CaseCheck {
  if (!isTrademarkDetails(details) || outside === undefined) return notApplicable('class_terms');
  const count = (details.classes ?? []).reduce((total, c) => total + (c.terms ?? []).length, 0);
  return outcomeOf(
    'class_terms',
    outside.length === 0,
    outside.length ? { count: outside.length, terms: outside.map((o) => o.term) } : { count },
    ['classes'],
  );
}

/**
 * Every check of the case file, computed from the payload and the facts looked up for it. A
 * trademark has checks of its own (its word mark's conflicts, its owner, its classes' terms) and
 * none of a company's, which could never apply to it.
 */
export function caseChecks(details: ApplicationDetails, input: CaseCheckInput): CaseCheck[] {
  if (isTrademarkDetails(details))
    return [
      checkNameConflicts('name_conflicts_now', input.nameConflictsNow, WORD_MARK_FIELD),
      checkNameConflicts('name_conflicts_at_submission', input.nameConflictsAtSubmission, WORD_MARK_FIELD),
      checkMarkOwner(details, input),
      checkClassTerms(details, input.termsOutsideTheirClass),
    ];
  const nameField = isBusinessDetails(details) ? 'trade_name.name' : 'name';
  return [
    checkSharesTotalCapital(details),
    checkPercentagesTotal(details),
    checkCeoNationality(details, input),
    checkMinimumCapital(details),
    checkNameConflicts('name_conflicts_now', input.nameConflictsNow, nameField),
    checkNameConflicts('name_conflicts_at_submission', input.nameConflictsAtSubmission, nameField),
    checkRequiredDocuments(details),
  ];
}
