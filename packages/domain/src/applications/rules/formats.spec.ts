import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isIraqiPhone,
  isKurdishText,
  isPassportNumber,
  normalizeIraqiPhone,
  validateEmail,
  validateKurdishText,
  validatePassportNumber,
  validatePhone,
} from './formats.js';

describe('e-mail format', () => {
  it.each(['owner@example.com', 'first.last+tag@mail.gov.krd', 'A_B-c@sub-domain.example.iq'])(
    'given %s, when validated, then accepted',
    (email) => {
      expect(isEmail(email)).toBe(true);
      expect(validateEmail(email, 'email')).toEqual([]);
    },
  );

  it.each([
    ['no @', 'owner.example.com'],
    ['no domain dot', 'owner@localhost'],
    ['a leading dot', '.owner@example.com'],
    ['double dots', 'own..er@example.com'],
    ['a dot before @', 'owner.@example.com'],
    ['blanks', ' owner@example.com'],
    ['two @', 'a@b@example.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    ['more than 254 characters', `a@${'b'.repeat(250)}.com`],
    ['a number', 42],
  ])('given %s, when validated, then validation.email on the field', (_, email) => {
    expect(validateEmail(email, 'ceo.email')).toEqual([{ code: 'validation.email', field: 'ceo.email' }]);
  });
});

describe('Iraqi phone number', () => {
  it.each(['07501234567', '07701234567', '+9647501234567', '+9647801234567'])('given %s, when validated, then accepted', (phone) => {
    expect(isIraqiPhone(phone)).toBe(true);
    expect(validatePhone(phone, 'phone_number')).toEqual([]);
  });

  it.each([
    ['a landline', '066 2221234'],
    ['a landline without blanks', '0662221234'],
    ['spaces', '0750 123 4567'],
    ['10 digits', '0750123456'],
    ['12 digits', '075012345678'],
    ['00964 prefix', '009647501234567'],
    ['+964 without the 7', '+9646601234567'],
    ['another country', '+905321234567'],
    ['Arabic-Indic digits', '٠٧٥٠١٢٣٤٥٦٧'],
    ['empty', ''],
    ['missing', undefined],
  ])('given %s, when validated, then phone.invalid on the field', (_, phone) => {
    expect(validatePhone(phone, 'contract.lawyer_phone')).toEqual([{ code: 'phone.invalid', field: 'contract.lawyer_phone' }]);
  });

  it('given a national number, when normalized, then the E.164 form', () => {
    expect(normalizeIraqiPhone('07501234567')).toBe('+9647501234567');
    expect(normalizeIraqiPhone('+9647501234567')).toBe('+9647501234567');
  });
});

describe('passport number', () => {
  it.each(['A12345678', 'G1234567', '123456789', 'U1234567', 'AB12345'])('given %s, when validated, then accepted', (passport) => {
    expect(isPassportNumber(passport)).toBe(true);
    expect(validatePassportNumber(passport, 'p')).toEqual([]);
  });

  it.each([
    ['lower case', 'a12345678'],
    ['too short', 'A1234'],
    ['too long', 'A123456789'],
    ['letters only', 'ABCDEFGH'],
    ['a blank', 'A 1234567'],
    ['a dash', 'A-1234567'],
    ['Arabic-Indic digits', 'A١٢٣٤٥٦٧٨'],
  ])('given %s, when validated, then passport.invalid', (_, passport) => {
    expect(validatePassportNumber(passport, 'shareholders[0].passport_number')).toEqual([
      { code: 'passport.invalid', field: 'shareholders[0].passport_number' },
    ]);
  });
});

describe('Kurdish letters (the establishment contract)', () => {
  it.each([
    ['Sorani words', 'کۆمپانیای زاگرۆس بۆ بازرگانی گشتی'],
    ['Kurdish letters ڕ ڵ ێ ۆ ە ڤ', 'ڕێگای ڵ ڤ ۆ ە'],
    ['Arabic-Indic digits and Arabic punctuation', 'سەرمایە: ١٬٠٠٠٬٠٠٠ دینار، ٦٠٪؛ باشە؟'],
    ['ASCII digits, brackets and a line break', 'بەندی 3 (سێ)\nکۆتایی.'],
    ['the zero-width non-joiner', 'بە\u200Cڕێوەبەر'],
    ['no letters at all', '١٢٣ - 456'],
  ])('given %s, when checked, then accepted', (_, text) => {
    expect(isKurdishText(text)).toBe(true);
    expect(validateKurdishText(text, 'contract.goals')).toEqual([]);
  });

  it.each([
    ['Latin letters', 'Zagros کۆمپانیای'],
    ['Arabic-only ي', 'شركة يوسف'],
    ['Arabic-only ك and ة', 'كۆمپانیاة'],
    ['harakat', 'بَازرگانی'],
    ['an emoji', 'بازرگانی 🙂'],
    ['a dollar sign', 'سەرمایە $100'],
    ['HTML', '<b>بازرگانی</b>'],
  ])('given %s, when checked, then contract.kurdish-letters-only on the field', (_, text) => {
    expect(validateKurdishText(text, 'contract.clauses.purpose')).toEqual([
      { code: 'contract.kurdish-letters-only', field: 'contract.clauses.purpose' },
    ]);
  });
});
