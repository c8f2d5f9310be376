import type { FieldProblem } from '../shared/domain-error.js';

/** ASVS 5.0 §6.2: at least 12 characters, up to 128, any characters, not the e-mail itself. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export function passwordProblems(password: string, email: string, field = 'password'): FieldProblem[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return [{ code: 'validation.text-min', field, params: { min: PASSWORD_MIN } }];
  if (length > PASSWORD_MAX) return [{ code: 'validation.text-max', field, params: { max: PASSWORD_MAX } }];
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return [{ code: 'password.is-email', field }];
  return [];
}
