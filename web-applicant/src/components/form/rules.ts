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
// Registers the upload messages (spec §5 "files") with the catalogue.
import '@registry/domain/files/messages';
import { FileCodes } from '@registry/domain/files/codes';
import type { RuleProblem } from './rule-messages';

export type { BusinessDetails, TradeNameDetails, TrademarkDetails };
export {
  apiTitle,
  codedMessage,
  fillField,
  FIELD_PLACEHOLDER,
  isolateLatinRuns,
  messageText,
  ruleMessage,
  type RuleProblem,
} from './rule-messages';
export {
  validateBusinessDetails,
  validateTradeNameDetails,
  validateTradeNameText,
  validateTrademarkDetails,
  validateTransferEmail,
  validateCorrection,
  FileCodes,
};

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
