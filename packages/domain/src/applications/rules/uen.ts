import type { FieldProblem } from '#src/shared/domain-error';
import { ApplicationCodes } from './codes.js';

/**
 * The unique entity number given to a business once it is registered (spec §1).
 *
 * Format: 14 ASCII digits `YYYY SSSSSSSS CC`: the year of registration, an 8-digit sequence
 * (zero-padded, from 1) and two check digits of ISO 7064 MOD 97-10 (the scheme of IBANs): the
 * whole number is 1 modulo 97. Because 97 is a prime larger than any digit difference, every
 * single-digit change and every transposition of two adjacent digits changes the remainder, so a
 * typo is refused rather than finding another business. 14 digits also keep a UEN apart from a
 * 13-digit UPN. Shown grouped as `2025-00000123-45` if wished; stored and accepted compact.
 */
export const UEN_LENGTH = 14;
export const UEN_MAX_SEQUENCE = 99_999_999;
const UEN_FORMAT = /^[0-9]{14}$/;

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  return remainder;
}

/** The UEN of the `sequence`-th business registered in `year`. */
export function makeUen(sequence: number, year: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > UEN_MAX_SEQUENCE)
    throw new RangeError(`UEN sequence out of range: ${sequence}`);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`UEN year out of range: ${year}`);
  const body = `${year}${String(sequence).padStart(8, '0')}`;
  const check = 98 - mod97(`${body}00`);
  return `${body}${String(check).padStart(2, '0')}`;
}

export function isUen(value: unknown): value is string {
  return typeof value === 'string' && UEN_FORMAT.test(value) && mod97(value) === 1;
}

export function validateUen(value: unknown, field?: string): FieldProblem[] {
  return isUen(value) ? [] : [{ code: ApplicationCodes.uenInvalid, ...(field ? { field } : {}) }];
}
