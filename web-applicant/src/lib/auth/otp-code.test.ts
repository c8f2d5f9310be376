import { describe, expect, it } from 'vitest';
import { normaliseOtpCode, OTP_CODE, toAsciiDigits } from './otp-code';

describe('the one-time code as typed', () => {
  it('keeps six plain digits', () => {
    expect(normaliseOtpCode('012345')).toBe('012345');
  });
  it('drops spaces, dashes and words of a pasted line', () => {
    expect(normaliseOtpCode(' 123 456 ')).toBe('123456');
    expect(normaliseOtpCode('Code: 123-456')).toBe('123456');
  });
  it('reads Eastern Arabic and Persian digits', () => {
    expect(toAsciiDigits('١٢٣٤٥٦')).toBe('123456');
    expect(normaliseOtpCode('۱۲۳ ۴۵۶')).toBe('123456');
  });
  it('accepts exactly six digits', () => {
    expect(OTP_CODE.test('123456')).toBe(true);
    expect(OTP_CODE.test('12345')).toBe(false);
    expect(OTP_CODE.test('1234567')).toBe(false);
  });
});
