import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '@registry/domain/reference/civil-registry/rules';
import { latinDigits, typedCode, typedDigits } from './typed-digits';

describe('typedDigits', () => {
  it.each([
    ['Latin', '2027-03-21'],
    ['Arabic-Indic', '٢٠٢٧-٠٣-٢١'],
    ['Extended Arabic-Indic', '۲۰۲۷-۰۳-۲۱'],
    ['mixed, with spaces around', ' ٢٠٢٧-03-۲۱ '],
  ])('reads a day typed in %s digits as the same day', (_, typed) => {
    expect(typedDigits(typed)).toBe('2027-03-21');
    expect(isCalendarDate(typedDigits(typed))).toBe(true);
  });

  it('leaves what is not a day invalid, so that the field still says so', () => {
    expect(isCalendarDate(typedDigits('٢٠٢٧-١٣-٢١'))).toBe(false);
    expect(isCalendarDate(typedDigits('٢١/٠٣/٢٠٢٧'))).toBe(false);
  });
});

describe('typedCode', () => {
  it('keeps six digits of a code typed in any digit set, dropping spaces', () => {
    expect(typedCode('١٢٣ ۴۵۶', 6)).toBe('123456');
    expect(typedCode('1234567', 6)).toBe('123456');
  });
});

describe('latinDigits', () => {
  it('writes the digits of a telephone number or a search in Latin, keeping everything else', () => {
    expect(latinDigits('+٩٦٤ ٧٥٠ ۱۲۳')).toBe('+964 750 123');
    expect(latinDigits('هەولێر ٢٠٠٠ ')).toBe('هەولێر 2000 ');
  });
});
