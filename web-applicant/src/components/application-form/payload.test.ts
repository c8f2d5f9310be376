import { describe, expect, it } from 'vitest';
import { numberOf, phoneOf } from './payload';

/** Issue 35 §2: what a Kurdish or Arabic keyboard types in a number field is the number. */
describe('numbers and phones as typed', () => {
  it('takes a phone number in Arabic-Indic or Persian digits, with blanks and dashes, as the API’s ASCII digits', () => {
    expect(phoneOf('٠٧٥٠ ١٢٣-٤٥٦٧')).toBe('07501234567');
    expect(phoneOf('۰۷۵۰۱۲۳۴۵۶۷')).toBe('07501234567');
    expect(phoneOf(' +964 750 123 4567 ')).toBe('+9647501234567');
  });

  it('takes an amount in local digits with local separators', () => {
    expect(numberOf('٢٬٠٠٠٬٠٠٠')).toBe(2_000_000);
    expect(numberOf('')).toBeUndefined();
  });
});
