import type { FieldProblem } from '#src/shared/domain-error';
import { ApplicationCodes } from './codes.js';
import { normalizeEmail, validateEmail } from './formats.js';

/**
 * An ownership transfer's new e-mail (spec §4, §5, §8): a valid address, and not the current
 * one, compared without surrounding blanks and case (`Owner@Mail.com ` is `owner@mail.com`).
 */
export function validateTransferEmail(newEmail: unknown, currentEmail: string, field = 'new_email'): FieldProblem[] {
  const candidate = typeof newEmail === 'string' ? newEmail.trim() : newEmail;
  const format = validateEmail(candidate, field);
  if (format.length) return format;
  return normalizeEmail(candidate as string) === normalizeEmail(currentEmail) ? [{ code: ApplicationCodes.transferSameEmail, field }] : [];
}
