import type { FieldProblem } from '#src/shared/domain-error';
import { isUpn } from '#src/reference/civil-registry/rules';
import type { TradeNamePartner } from '../application.js';
import { ApplicationCodes, ReusedCodes } from './codes.js';
import { fieldAt, isBlank, type ApplicationFacts } from './facts.js';
import { checkUpnPerson, requireTexts } from './persons.js';
import { validateUen } from './uen.js';

/** Spec §5, §9: owning percentages total exactly 100. */
export const OWNING_PERCENTAGE_TOTAL = 100;
/** Percentages are written with at most two decimals (33.33 + 33.33 + 33.34). */
export const OWNING_PERCENTAGE_DECIMALS = 2;
const HUNDREDTHS = 10 ** OWNING_PERCENTAGE_DECIMALS;

/** A percentage in hundredths, or null when it has more decimals than allowed. */
function inHundredths(percentage: number): number | null {
  const scaled = percentage * HUNDREDTHS;
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) < 1e-6 ? rounded : null;
}

/**
 * The partners of a trade name (spec §5): at least one; natural partners have distinct UPNs,
 * moral partners distinct UENs (a person may own a share both directly and through a company
 * they represent, so representatives are not compared); each percentage above 0, at most 100,
 * with at most two decimals; all together exactly 100. Every person is checked against the
 * civil registry (known, with a nationality, 18 or older).
 */
export function validatePartners(partners: readonly TradeNamePartner[], facts: ApplicationFacts, prefix = 'partners'): FieldProblem[] {
  if (partners.length === 0) return [{ code: ApplicationCodes.partnersAtLeastOne, field: prefix }];
  const problems: FieldProblem[] = [];
  const firstByUpn = new Map<string, number>();
  const firstByUen = new Map<string, number>();
  let totalHundredths = 0;
  let totalKnown = true;

  partners.forEach((partner, index) => {
    const at = `${prefix}[${index}]`;
    const percentageField = fieldAt(at, 'owning_percentage');
    const percentage = partner.owning_percentage;
    if (typeof percentage !== 'number' || !Number.isFinite(percentage)) {
      problems.push({ code: ReusedCodes.number, field: percentageField });
      totalKnown = false;
    } else {
      const hundredths = inHundredths(percentage);
      if (percentage <= 0) problems.push({ code: ApplicationCodes.partnersPercentagePositive, field: percentageField });
      else if (percentage > OWNING_PERCENTAGE_TOTAL)
        problems.push({ code: ReusedCodes.numberMax, field: percentageField, params: { max: OWNING_PERCENTAGE_TOTAL } });
      if (hundredths === null) {
        problems.push({
          code: ApplicationCodes.partnersPercentageDecimals,
          field: percentageField,
          params: { decimals: OWNING_PERCENTAGE_DECIMALS },
        });
        totalKnown = false;
      } else totalHundredths += hundredths;
    }

    const upnField = fieldAt(at, 'upn');
    if (partner.type === 'natural') {
      problems.push(...checkUpnPerson(partner.upn, upnField, facts, { required: true }).problems);
      if (isUpn(partner.upn)) {
        const first = firstByUpn.get(partner.upn);
        if (first === undefined) firstByUpn.set(partner.upn, index);
        else problems.push({ code: ApplicationCodes.partnersDuplicateUpn, field: upnField, params: { position: first + 1 } });
      }
    } else {
      problems.push(...requireTexts(partner, at, ['company_name']));
      problems.push(...checkUpnPerson(partner.upn, upnField, facts).problems);
      if (!isBlank(partner.uen)) {
        const uenField = fieldAt(at, 'uen');
        const format = validateUen(partner.uen, uenField);
        problems.push(...format);
        const first = firstByUen.get(partner.uen!);
        if (first === undefined) firstByUen.set(partner.uen!, index);
        else if (!format.length)
          problems.push({ code: ApplicationCodes.partnersDuplicateCompany, field: uenField, params: { position: first + 1 } });
      }
    }
  });

  if (totalKnown && totalHundredths !== OWNING_PERCENTAGE_TOTAL * HUNDREDTHS) {
    problems.push({
      code: ApplicationCodes.partnersPercentageTotal,
      field: prefix,
      params: { total: totalHundredths / HUNDREDTHS, expected: OWNING_PERCENTAGE_TOTAL },
    });
  }
  return problems;
}
