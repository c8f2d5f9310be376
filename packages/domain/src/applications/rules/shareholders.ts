import type { FieldProblem } from '#src/shared/domain-error';
import { isUpn } from '#src/reference/civil-registry/rules';
import type { CompanyDetails, Shareholder } from '../application.js';
import { ApplicationCodes, ReusedCodes } from './codes.js';
import { fieldAt, type ApplicationFacts } from './facts.js';
import { checkIdentityDocument, checkUpnPerson, requireTexts } from './persons.js';
import { validateCountry } from './reference.js';

/** Spec §5, §9: one share is one Iraqi dinar, so the shares total the capital. */
export const IQD_PER_SHARE = 1;
/**
 * Spec §5 gives the government-share rule in two directions ("less than 25%" and "more than
 * 25%"). Both hold, each for its kind of project (DESIGN.md): in a private project the
 * government holds less than 25% of all shares; in a mixed project at least 25%.
 */
export const GOVERNMENT_SHARE_THRESHOLD_PERCENT = 25;

const NON_NEGATIVE_AMOUNTS = ['company_capital', 'yearly_budget', 'last_year_budget'] as const;

/**
 * The shareholders of a company (spec §5): at least one; natural persons have distinct UPNs and
 * are checked against the civil registry with their identity documents; companies name
 * themselves and their country, government entities their name; each holds a whole number of
 * shares, at least one; all shares total the capital; and the government share is below 25% in a
 * private project, at least 25% in a mixed one.
 */
export function validateShareholders(
  shareholders: readonly Shareholder[],
  company: Pick<CompanyDetails, 'capital_in_number' | 'project_type'>,
  facts: ApplicationFacts,
  prefix = 'shareholders',
): FieldProblem[] {
  if (shareholders.length === 0) return [{ code: ApplicationCodes.shareholdersAtLeastOne, field: prefix }];
  const problems: FieldProblem[] = [];
  const firstByUpn = new Map<string, number>();
  // BigInt: hundreds of shareholders with capital-sized holdings may pass 2^53.
  let total = 0n;
  let governmentShares = 0n;
  let sharesKnown = true;

  shareholders.forEach((shareholder, index) => {
    const at = `${prefix}[${index}]`;
    const sharesField = fieldAt(at, 'number_of_shares');
    const shares = shareholder.number_of_shares;
    if (typeof shares !== 'number' || !Number.isSafeInteger(shares)) {
      problems.push({ code: ReusedCodes.integer, field: sharesField });
      sharesKnown = false;
    } else if (shares < 1) {
      problems.push({ code: ReusedCodes.numberMin, field: sharesField, params: { min: 1 } });
      sharesKnown = false;
    } else {
      total += BigInt(shares);
      if (shareholder.type === 'government') governmentShares += BigInt(shares);
    }

    const upnField = fieldAt(at, 'upn');
    if (shareholder.type === 'natural') {
      const { person, problems: personProblems } = checkUpnPerson(shareholder.upn, upnField, facts, { required: true });
      problems.push(...personProblems);
      problems.push(...checkIdentityDocument(shareholder, at, facts.today, person?.birthDate));
      if (isUpn(shareholder.upn)) {
        const first = firstByUpn.get(shareholder.upn);
        if (first === undefined) firstByUpn.set(shareholder.upn, index);
        else problems.push({ code: ApplicationCodes.shareholdersDuplicateUpn, field: upnField, params: { position: first + 1 } });
      }
    } else {
      // A company's or a government entity's representative, when named, must be a known adult.
      problems.push(...checkUpnPerson(shareholder.upn, upnField, facts).problems);
      problems.push(
        ...requireTexts(shareholder, at, shareholder.type === 'moral' ? ['company_name', 'country_of_registration'] : ['entity_name']),
      );
      if (shareholder.type === 'moral')
        problems.push(...validateCountry(shareholder.country_of_registration, fieldAt(at, 'country_of_registration')));
      for (const key of NON_NEGATIVE_AMOUNTS) {
        const amount = shareholder[key];
        if (amount != null && !(typeof amount === 'number' && Number.isFinite(amount) && amount >= 0)) {
          problems.push({ code: ReusedCodes.numberMin, field: fieldAt(at, key), params: { min: 0 } });
        }
      }
    }
  });

  if (!sharesKnown) return problems;
  const capital = company.capital_in_number;
  if (typeof capital === 'number' && Number.isSafeInteger(capital) && total !== BigInt(capital) * BigInt(IQD_PER_SHARE)) {
    problems.push({
      code: ApplicationCodes.shareholdersSharesNotCapital,
      field: prefix,
      params: { total: total <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(total) : total.toString(), capital },
    });
  }
  problems.push(...checkGovernmentShare(governmentShares, total, company.project_type, prefix));
  return problems;
}

/** Whole-number arithmetic: share < 25% ⇔ 100·share < 25·total. */
function checkGovernmentShare(
  government: bigint,
  total: bigint,
  projectType: CompanyDetails['project_type'],
  field: string,
): FieldProblem[] {
  if (total === 0n) return [];
  const threshold = BigInt(GOVERNMENT_SHARE_THRESHOLD_PERCENT);
  const below = government * 100n < threshold * total;
  const params = { threshold: GOVERNMENT_SHARE_THRESHOLD_PERCENT, percent: Number((government * 10_000n) / total) / 100 };
  if (projectType === 'private' && !below) return [{ code: ApplicationCodes.governmentShareTooHigh, field, params }];
  if (projectType === 'mixed' && below) return [{ code: ApplicationCodes.governmentShareTooLow, field, params }];
  return [];
}
