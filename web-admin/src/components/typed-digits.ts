import { asciiDigits } from '@registry/domain/trade-names/naming/normalize';

/**
 * What a staff member typed into a field of digits or a date, with the digits a Kurdish or Arabic
 * keyboard types (Arabic-Indic ٠–٩, Extended Arabic-Indic ۰–۹) read as Latin ones, as the API
 * and the domain's checks expect them: "٢٠٢٧-٠٣-٢١" and "۲۰۲۷-۰۳-۲۱" are 2027-03-21.
 */
export function typedDigits(text: string): string {
  return asciiDigits(text.trim());
}

/** A code of `length` digits (a TOTP code) as typed in any of the three digit sets; anything else dropped. */
export function typedCode(text: string, length: number): string {
  return asciiDigits(text)
    .replace(/[^0-9]/g, '')
    .slice(0, length);
}

/**
 * A react-admin input's `parse` for text that may hold digits (a telephone number, a search by
 * UEN or activity code): every digit Latin, the rest (spaces, letters) as typed.
 */
export const latinDigits = (text: string): string => asciiDigits(text ?? '');
