/**
 * The API's messages for the problems its rules report, worded in the browser (see rules.ts). A
 * module apart from the rules, so that a page that checks only a name's text (the name search)
 * does not load every rule of an application.
 */
import type { MessageParams } from '@registry/domain/shared/i18n/messages';
import { currentLocale, type Locale } from '#src/i18n';
import { codedProblem, FIELD_PLACEHOLDER, problemText } from '#src/lib/api';

export { fillField, FIELD_PLACEHOLDER, isolateLatinRuns, messageText } from '#src/lib/api';

/** One problem as the API's rules give it: a message code, the payload path (`shareholders[1].upn`), the message's parameters. */
export interface RuleProblem {
  code: string;
  field?: string;
  params?: MessageParams;
}

/**
 * The API's message for a code in a language, with `{{field}}` left in place (the form fills in
 * the label the applicant sees beside the field, `fillField`); worded by `problemText`.
 */
export function ruleMessage(code: string, params: MessageParams = {}, locale: Locale = currentLocale()): string {
  return problemText({ code, params }, { locale, label: FIELD_PLACEHOLDER });
}

/**
 * A problem kept as its code and parameters, not as words: react-hook-form holds errors as
 * strings, and a message translated when the check ran would stay in that language after a
 * switch. `messageText` words it in the language on screen when it is shown.
 */
export const codedMessage = (code: string, params: MessageParams = {}): string => codedProblem({ code, params });

/**
 * The API's whole message for a problem, its field named by the API's own label
 * (`"UPN (shareholders[1].upn): invalid UPN"`): for lists of problems away from their fields.
 */
export function apiTitle(problem: RuleProblem, locale: Locale = currentLocale()): string {
  return problemText(problem, { locale, ...(problem.field ? {} : { label: '' }) });
}
