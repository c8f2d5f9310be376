/**
 * The API's own application rules and messages, run in the browser.
 *
 * The registry's rules are pure functions of @registry/domain (applications/rules, see
 * docs/application-rules.md), the same the API runs, and its messages a typed catalogue in the
 * four languages (shared/i18n/messages). The forms import both instead of restating them, so a check
 * made while the applicant types is the check the API makes on submission, worded the same way.
 * Only this module (and what imports it: lazy form pages) pulls them in, so the first load of the
 * portal does not carry them.
 *
 * What the browser cannot know is left to the API: whether the civil registry knows a UPN (and
 * its holder's nationality, age and birth date), and whether a district or an activity exists.
 * The rules are given facts that know nothing, and the problems that come only from that
 * ignorance are dropped (`FACT_CODES`); the submission reports them at their fields.
 */
import {
  validateBusinessDetails,
  validateCorrection,
  validateTradeNameDetails,
  validateTradeNameText,
  validateTrademarkDetails,
  validateTransferEmail,
  type ApplicationFacts,
} from '@registry/domain/applications/rules/index';
import type { BusinessDetails, TradeNameDetails, TrademarkDetails } from '@registry/domain/applications/application';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import { fieldLabel, translate, type MessageParams } from '@registry/domain/shared/i18n/messages';
// Registers the upload messages (spec §5 "files") with the catalogue.
import '@registry/domain/files/messages';
import { FileCodes } from '@registry/domain/files/codes';
import { currentLocale, type Locale } from '../../i18n';
import { formatNumber } from '../format';

export type { BusinessDetails, TradeNameDetails, TrademarkDetails };
export { validateBusinessDetails, validateTradeNameDetails, validateTradeNameText, validateTrademarkDetails, validateTransferEmail, validateCorrection, FileCodes };

/** One problem as the API's rules give it: a message code, the payload path (`shareholders[1].upn`), the message's parameters. */
export interface RuleProblem {
  code: string;
  field?: string;
  params?: MessageParams;
}

/** Codes that, with facts that know nothing, only say "the browser does not know"; the API decides them. */
export const FACT_CODES: ReadonlySet<string> = new Set([
  'upn.unknown',
  'upn.no-nationality',
  'person.minor',
  'person.birth-date-mismatch',
  'district.unknown',
  'address.district-outside-province',
  'activity.unknown',
  'activity.not-selectable',
]);

/** The registry's today (Asia/Baghdad), as the API computes it. */
export const todayInRegistry = (): string => registryToday();

/** Facts that know no person, district or activity: the checks that need them are the API's. */
export function browserFacts(today: string = todayInRegistry()): ApplicationFacts {
  return { today, persons: new Map(), activities: new Map(), districts: new Map() };
}

/**
 * The problems the browser can judge. `person.not-iraqi` stays when it is about the declared
 * nationality (a payload fact) and goes when it is about the registry's person (`…upn`).
 */
export function judgeableProblems(problems: readonly RuleProblem[]): RuleProblem[] {
  return problems.filter((p) => !FACT_CODES.has(p.code) && !(p.code === 'person.not-iraqi' && p.field?.endsWith('upn')));
}

/** The field's placeholder in the API's messages; the form fills in its own label (`fillField`). */
export const FIELD_PLACEHOLDER = '{{field}}';

/** Right-to-left languages, which write the percent sign as ٪ beside their own digits. */
const RTL: ReadonlySet<Locale> = new Set(['ckb', 'ar']);

/**
 * Latin runs with a leading +, a dot or a slash ("+9647XXXXXXXXX", ".pdf", "static/2.pdf",
 * addresses) isolated as left to right (U+2066 … U+2069): in right-to-left text the bidi
 * algorithm would otherwise move their + or dot to the other end ("9647XXXXXXXXX+", "pdf.").
 */
export function isolateLatinRuns(text: string): string {
  return text.replace(/(?<!\u2066)[+.]?[A-Za-z0-9][A-Za-z0-9._/@+-]*/g, (run) => (/[+./@]/.test(run) ? `\u2066${run}\u2069` : run));
}

/**
 * The API's message for a code in a language. `{{field}}` is left in place (the form fills in
 * the label the applicant sees beside the field; the API fills in its own). Numbers are written
 * as the page writes them (١٬٠٠٠٬٠٠٠ and ٢٥٪ in Kurdish, 1,000,000 and 25% in English).
 */
export function ruleMessage(code: string, params: MessageParams = {}, locale: Locale = currentLocale()): string {
  const localized: Record<string, MessageParams[string]> = {};
  for (const [name, value] of Object.entries(params)) localized[name] = typeof value === 'number' ? formatNumber(value, locale, { maximumFractionDigits: 2 }) : value;
  const message = translate(code, locale, { ...localized, field: FIELD_PLACEHOLDER });
  return RTL.has(locale) ? isolateLatinRuns(message.replace(/%/g, '٪')) : message;
}

/**
 * A problem kept as its code and parameters, not as words: react-hook-form holds errors as
 * strings, and a message translated when the check ran would stay in that language after a
 * switch. `messageText` words it in the language on screen when it is shown.
 */
const CODED = '\u0000rule:';
export const codedMessage = (code: string, params: MessageParams = {}): string => `${CODED}${JSON.stringify({ code, params })}`;

/** A form error's words in a language: a coded problem translated now, any other text as it is. */
export function messageText(message: string, locale: Locale = currentLocale()): string {
  if (!message.startsWith(CODED)) return message;
  const { code, params } = JSON.parse(message.slice(CODED.length)) as { code: string; params: MessageParams };
  return ruleMessage(code, params, locale);
}

/** A message with its field named: "Phone number: invalid phone number; …". */
export const fillField = (message: string, label: string): string => message.split(FIELD_PLACEHOLDER).join(label);

/**
 * The API's whole message for a problem, its field named by the API's own label
 * (`"UPN (shareholders[1].upn): invalid UPN"`): for lists of problems away from their fields.
 */
export function apiTitle(problem: RuleProblem, locale: Locale = currentLocale()): string {
  return translate(problem.code, locale, { ...problem.params, field: fieldLabel(problem.field ?? '', locale) });
}
