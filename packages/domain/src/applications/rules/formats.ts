import type { FieldProblem } from '#src/shared/domain-error';
import { scriptMatchesLocale } from '#src/trade-names/naming/name-key';
import { ApplicationCodes, ReusedCodes } from './codes.js';

/**
 * E-mail addresses as people type them: `local@domain.tld`, at most 254 characters (64 before
 * the @), a local part of the usual unquoted characters without leading, trailing or double dots,
 * a domain of DNS labels with at least one dot. Quoted local parts and IP literals are refused:
 * no registry applicant uses them, and mail servers treat them inconsistently.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}

export function validateEmail(value: unknown, field: string): FieldProblem[] {
  return isEmail(value) ? [] : [{ code: ReusedCodes.email, field }];
}

/** The comparable form of an e-mail: surrounding blanks dropped, case folded. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Iraqi mobile numbers (every operator's numbers start with 7 after the country code): either
 * international `+9647XXXXXXXXX` (E.164) or national `07XXXXXXXXX`, ASCII digits, no spaces or
 * dashes (the form strips them). Landlines are not accepted: the registry texts applicants.
 */
const IRAQI_MOBILE = /^(?:\+964|0)7[0-9]{9}$/;

export function isIraqiPhone(value: unknown): value is string {
  return typeof value === 'string' && IRAQI_MOBILE.test(value);
}

/** `07501234567` → `+9647501234567`; the E.164 form a valid number is stored in. */
export function normalizeIraqiPhone(phone: string): string {
  return phone.startsWith('0') ? `+964${phone.slice(1)}` : phone;
}

export function validatePhone(value: unknown, field: string): FieldProblem[] {
  return isIraqiPhone(value) ? [] : [{ code: ApplicationCodes.phoneInvalid, field }];
}

/**
 * Passport numbers of any country: ICAO 9303 gives the document number 9 characters of
 * A–Z and 0–9; national formats use 6 to 9 (Iraqi passports: one letter and 8 digits). Upper-case
 * only (the form upper-cases), and at least one digit, so that a name typed in the wrong box is refused.
 */
const PASSPORT = /^(?=.*[0-9])[A-Z0-9]{6,9}$/;

export function isPassportNumber(value: unknown): value is string {
  return typeof value === 'string' && PASSPORT.test(value);
}

export function validatePassportNumber(value: unknown, field: string): FieldProblem[] {
  return isPassportNumber(value) ? [] : [{ code: ApplicationCodes.passportInvalid, field }];
}

/**
 * Text in Kurdish letters (spec §2: the establishment contract is filled in Kurdish letters):
 * every letter is one of the Central Kurdish (Sorani) alphabet in Arabic script, as the trade-name
 * rules define it (Arabic-only ي ك ة and Latin letters are refused); digits of any script,
 * blanks, line breaks, punctuation, `+` and the zero-width non-joiner are allowed; other symbols
 * (emoji, `<`, `$` …) are not.
 */
export function isKurdishText(text: string): boolean {
  let letters = '';
  for (const ch of text.normalize('NFC')) {
    if (/[\p{L}\p{M}]/u.test(ch)) letters += ch;
    else if (!(/[\p{Nd}\p{P}\s]/u.test(ch) || ch === '+' || ch === '\u200C')) return false;
  }
  return letters === '' || scriptMatchesLocale(letters, 'ckb');
}

export function validateKurdishText(value: unknown, field: string): FieldProblem[] {
  return typeof value !== 'string' || isKurdishText(value) ? [] : [{ code: ApplicationCodes.contractKurdishOnly, field }];
}
