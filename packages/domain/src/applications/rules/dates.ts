import type { FieldProblem } from '#src/shared/domain-error';
import { isCalendarDate } from '#src/reference/civil-registry/rules';
import type { IsoDate } from '../application.js';
import { ApplicationCodes, ReusedCodes } from './codes.js';

/** Spec §5, §9: an identity or residency document must stay valid at least six more months. */
export const DOCUMENT_MIN_VALIDITY_MONTHS = 6;

/**
 * The same day `months` later; a day the target month lacks becomes its last day
 * (31 August + 6 months = 28 or 29 February), so a document is never asked to outlive the rule.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

export interface DateRule {
  /** Birth dates, issue dates, bank dates: not after today. */
  notFuture?: boolean;
  /** The code for a future date (birth dates reuse the civil registry's). */
  futureCode?: string;
  /** Expiry dates: not before today. */
  notPast?: boolean;
  /** Expiry dates of identity and residency documents: at least this many months from today. */
  minValidityMonths?: number;
  /** Ordering: not earlier than these dates (each skipped when it is absent or not a date). */
  notBefore?: readonly (IsoDate | undefined)[];
}

/**
 * Every problem of one date field: not a calendar date; in the future; in the past (an expired
 * document, rather than "too short"); valid for too short a time; earlier than a date it follows.
 */
export function checkDate(value: unknown, field: string, today: IsoDate, rule: DateRule): FieldProblem[] {
  if (typeof value !== 'string' || !isCalendarDate(value)) return [{ code: ReusedCodes.date, field }];
  const problems: FieldProblem[] = [];
  if (rule.notFuture && value > today) problems.push({ code: rule.futureCode ?? ApplicationCodes.dateInFuture, field });
  if (rule.notPast && value < today) problems.push({ code: ApplicationCodes.dateInPast, field });
  else if (rule.minValidityMonths !== undefined) {
    const earliestExpiry = addMonths(today, rule.minValidityMonths);
    if (value < earliestExpiry) {
      problems.push({ code: ApplicationCodes.documentValidityTooShort, field, params: { months: rule.minValidityMonths, earliestExpiry } });
    }
  }
  for (const min of rule.notBefore ?? []) {
    if (min !== undefined && isCalendarDate(min) && value < min)
      problems.push({ code: ApplicationCodes.dateBefore, field, params: { min } });
  }
  return problems;
}

/** An identity or residency document's expiry: a date, not passed, valid six more months, after its issue. */
export const checkDocumentExpiry = (value: unknown, field: string, today: IsoDate, issuedOn?: IsoDate): FieldProblem[] =>
  checkDate(value, field, today, { notPast: true, minValidityMonths: DOCUMENT_MIN_VALIDITY_MONTHS, notBefore: [issuedOn] });
