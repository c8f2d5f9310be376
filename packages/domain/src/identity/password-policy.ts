import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import type { FieldProblem } from '../shared/domain-error.js';

/** ASVS 5.0 §6.2: at least 12 characters, up to 128, any characters, not the e-mail itself, not a common one. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/**
 * zxcvbn's score: 4 means at least 10^10 guesses (out of reach of an offline attack on a slow hash
 * for long). Score 3 (10^8) let a word, a year and a repeated symbol through: `Summer2026!!!`
 * sits exactly at 10^8, the very pattern people pick when a policy asks for 12 characters
 * (issue 36 §5). Passphrases of three unrelated words, in any script, and 12 random characters
 * score 4.
 */
export const PASSWORD_MIN_SCORE = 4;

/**
 * zxcvbn-ts with its language-neutral lists (common passwords, diceware words, keyboard layouts)
 * and its English words, names and films (a Latin word of English is guessed as one): offline, no
 * framework. Built on first use, since the dictionaries take a moment.
 */
let estimator: ZxcvbnFactory | undefined;
const strength = (password: string, userInputs: string[]) =>
  (estimator ??= new ZxcvbnFactory({ dictionary: { ...commonDictionary, ...englishDictionary }, graphs: adjacencyGraphs })).check(
    password,
    userInputs,
  ).score;

export function passwordProblems(password: string, email: string, field = 'password'): FieldProblem[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return [{ code: 'validation.text-min', field, params: { min: PASSWORD_MIN } }];
  if (length > PASSWORD_MAX) return [{ code: 'validation.text-max', field, params: { max: PASSWORD_MAX } }];
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return [{ code: 'password.is-email', field }];
  const mailbox = email.trim().toLowerCase().split('@')[0] ?? '';
  if (strength(password, [email.trim().toLowerCase(), mailbox]) < PASSWORD_MIN_SCORE) return [{ code: 'password.too-common', field }];
  return [];
}
