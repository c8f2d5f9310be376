import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { FieldProblem } from '../shared/domain-error.js';

/** ASVS 5.0 §6.2: at least 12 characters, up to 128, any characters, not the e-mail itself, not a common one. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/**
 * zxcvbn's score: 3 means at least 10^8 guesses ("safely unguessable" online). Below it: a
 * password of its common-password list (about 40,000 from breaches) or of a guessable pattern
 * (repeats, sequences, keyboard walks, dates), alone or with a few characters around it.
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * zxcvbn-ts with its language-neutral lists only (common passwords, diceware words, keyboard
 * layouts): offline, no framework. Built on first use, since the dictionaries take a moment.
 */
let estimator: ZxcvbnFactory | undefined;
const strength = (password: string, userInputs: string[]) =>
  (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })).check(password, userInputs).score;

export function passwordProblems(password: string, email: string, field = 'password'): FieldProblem[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return [{ code: 'validation.text-min', field, params: { min: PASSWORD_MIN } }];
  if (length > PASSWORD_MAX) return [{ code: 'validation.text-max', field, params: { max: PASSWORD_MAX } }];
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return [{ code: 'password.is-email', field }];
  const mailbox = email.trim().toLowerCase().split('@')[0] ?? '';
  if (strength(password, [email.trim().toLowerCase(), mailbox]) < PASSWORD_MIN_SCORE) return [{ code: 'password.too-common', field }];
  return [];
}
