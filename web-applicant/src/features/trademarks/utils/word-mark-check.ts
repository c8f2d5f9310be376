import { validateWordMark } from '@registry/domain/applications/rules/index';
import type { RuleProblem } from '#src/components/form/rules';
import type { SignConflict, WordMarkExamination, WordMarkQuery } from '#src/features/trademarks/api/check-word-mark';
import { toPayload, type TrademarkFormValues } from './form-values';

/** The Nice classification's classes: the check asks about these only. */
const NICE_CLASS_MIN = 1;
const NICE_CLASS_MAX = 45;

/**
 * What the live check of the word mark can do with the form as it stands: nothing without words;
 * the words' own problems (a form in another language's letters) before the register is asked;
 * a word mark without a class yet (the examination is by class); else the question to ask.
 */
export type WordMarkCheckState =
  | { kind: 'empty' }
  | { kind: 'textProblems'; problems: RuleProblem[] }
  | { kind: 'needsClass' }
  | { kind: 'ask'; query: WordMarkQuery; words: string };

export function wordMarkCheckState(values: Pick<TrademarkFormValues, 'wordMark' | 'classes'>): WordMarkCheckState {
  const { wordMark, classes } = toPayload({
    wordMark: values.wordMark,
    classes: values.classes,
    owner: { type: 'natural', upn: '', company_name: '', uen: '' },
    email: '',
    phone_number: '',
  });
  const written = Object.fromEntries(Object.entries(wordMark).filter(([, text]) => text !== undefined)) as WordMarkQuery['wordMark'];
  const words = [written.ckb, written.en, written.ar].filter(Boolean).join(' / ');
  if (!words) return { kind: 'empty' };
  const problems = validateWordMark(written);
  if (problems.length) return { kind: 'textProblems', problems };
  const numbers = [
    ...new Set(classes.map((c) => c.classNumber).filter((n) => Number.isInteger(n) && n >= NICE_CLASS_MIN && n <= NICE_CLASS_MAX)),
  ].sort((a, b) => a - b);
  if (!numbers.length) return { kind: 'needsClass' };
  return { kind: 'ask', query: { wordMark: written, classes: numbers }, words };
}

/**
 * The answer as the applicant reads it: refused (each reason with the signs behind it), or
 * allowed, with the signs the examiner will see anyway as notes (a weak conflict: the same words
 * in unrelated classes; a similar sign).
 */
export type WordMarkOutcome =
  | { verdict: 'refused'; reasons: WordMarkExamination['reasons'] }
  | { verdict: 'available' }
  | { verdict: 'allowedWithNotes'; notes: SignConflict[] };

export function wordMarkOutcome(examination: WordMarkExamination): WordMarkOutcome {
  if (!examination.allowed && examination.reasons.length) return { verdict: 'refused', reasons: examination.reasons };
  const notes = examination.conflicts.filter((c) => c.verdict === 'weak' || c.verdict === 'similar');
  return notes.length ? { verdict: 'allowedWithNotes', notes } : { verdict: 'available' };
}

/** The translation key of a reason's short wording in the portal, or none (the API's message is shown then). */
const REASON_KEYS: Record<string, string> = {
  'trademark.same-class-mark': 'wordMarkCheck.reason.sameClassMark',
  'trademark.related-class-mark': 'wordMarkCheck.reason.relatedClassMark',
  'trademark.trade-name-conflict': 'wordMarkCheck.reason.tradeNameConflict',
  'trademark.generic-only': 'wordMarkCheck.reason.genericOnly',
};
export const reasonKeyOf = (code: string): string | undefined => REASON_KEYS[code];

const STATUSES = new Set(['pending', 'reserved', 'granted', 'registered', 'legacy']);
/** The translation key of a held sign's status (an unknown one reads "unknown"). */
export const statusKeyOf = (status: string | null | undefined): string =>
  `wordMarkCheck.status.${status && STATUSES.has(status) ? status : 'unknown'}`;
