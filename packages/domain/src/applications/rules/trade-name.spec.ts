import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, translate } from '#src/shared/i18n/messages';
import './messages.js';
import { validateBusinessDetails } from './business.js';
import { validateTradeNameDetails, validateTradeNameText } from './trade-name.js';
import { business, factsFor, PEOPLE, tradeName, UNKNOWN_UPN } from './payloads.fixture.js';

const facts = factsFor();

describe('validateTradeNameDetails', () => {
  it('given a complete, valid trade-name application, when validated, then no problem', () => {
    expect(validateTradeNameDetails(tradeName(), facts)).toEqual([]);
  });

  it('given region-wide protection and no district, when validated, then no problem', () => {
    expect(validateTradeNameDetails(tradeName({ protection_level: 'kri_level', district_id: undefined }), facts)).toEqual([]);
  });

  it('given district-level protection without a district, when validated, then trade-name.district-required on district_id', () => {
    expect(validateTradeNameDetails(tradeName({ district_id: undefined }), facts)).toEqual([
      { code: 'trade-name.district-required', field: 'district_id' },
    ]);
  });

  it('given an unknown district, when validated, then district.unknown', () => {
    expect(validateTradeNameDetails(tradeName({ district_id: 'atlantis' }), facts)).toEqual([
      { code: 'district.unknown', field: 'district_id' },
    ]);
  });

  it('given no activity, an unknown one, a heading and a repeated one, when validated, then each refused at its place', () => {
    expect(validateTradeNameDetails(tradeName({ activity_ids: [] }), facts)).toEqual([
      { code: 'validation.required', field: 'activity_ids' },
    ]);
    expect(validateTradeNameDetails(tradeName({ activity_ids: ['5630', '9999', '56', '5630'] }), facts)).toEqual([
      { code: 'activity.unknown', field: 'activity_ids[1]', params: { id: '9999' } },
      { code: 'activity.not-selectable', field: 'activity_ids[2]', params: { id: '56' } },
      { code: 'activity.duplicate', field: 'activity_ids[3]', params: { id: '5630' } },
    ]);
  });

  it.each([
    [PEOPLE.minor.upn, [{ code: 'person.minor', field: 'upn', params: { name: 'ئاراس کەریم', minimumAge: 18 } }]],
    [PEOPLE.noNationality.upn, [{ code: 'upn.no-nationality', field: 'upn' }]],
    [UNKNOWN_UPN, [{ code: 'upn.unknown', field: 'upn' }]],
    ['119850312001', [{ code: 'upn.invalid', field: 'upn' }]],
  ])('given the owner %s, when validated, then the civil registry problem on upn', (upn, expected) => {
    const partners = [{ type: 'natural' as const, upn: PEOPLE.partner.upn, owning_percentage: 100 }];
    expect(validateTradeNameDetails(tradeName({ upn, partners }), facts)).toEqual(expected);
  });

  it('given a foreign owner, when validated, then accepted (only the CEO of a company must be Iraqi)', () => {
    const partners = [{ type: 'natural' as const, upn: PEOPLE.foreigner.upn, owning_percentage: 100 }];
    expect(validateTradeNameDetails(tradeName({ upn: PEOPLE.foreigner.upn, partners }), facts)).toEqual([]);
  });

  it('given a passport as identity document, when its number and expiry are missing, then both are required', () => {
    expect(validateTradeNameDetails(tradeName({ id_type: 'passport', document_expiry: undefined }), facts)).toEqual([
      { code: 'validation.required', field: 'passport_number' },
      { code: 'validation.required', field: 'document_expiry' },
    ]);
  });

  it('given an identity document expiring in three months, when validated, then document.validity-too-short', () => {
    expect(validateTradeNameDetails(tradeName({ document_expiry: '2025-09-15' }), facts)).toEqual([
      { code: 'document.validity-too-short', field: 'document_expiry', params: { months: 6, earliestExpiry: '2025-12-15' } },
    ]);
  });

  it('given no identity document upload, a bad e-mail and a landline, when validated, then all three at once', () => {
    expect(validateTradeNameDetails(tradeName({ identity_documents: [], email: 'owner@', phone_number: '0662221234' }), facts)).toEqual([
      { code: 'validation.required', field: 'identity_documents' },
      { code: 'validation.email', field: 'email' },
      { code: 'phone.invalid', field: 'phone_number' },
    ]);
  });

  it('given partners that do not total 100, when validated, then the partner rule applies', () => {
    const partners = [{ type: 'natural' as const, upn: PEOPLE.ceo.upn, owning_percentage: 50 }];
    expect(validateTradeNameDetails(tradeName({ partners }), facts)).toEqual([
      { code: 'partners.percentage-total', field: 'partners', params: { total: 50, expected: 100 } },
    ]);
  });

  it("given the name is in Latin letters with special characters for ckb, when validated, then both at the name (the eligibility engine's own rules)", () => {
    expect(validateTradeNameDetails(tradeName({ name: 'Nawroz @ Tea!!' }), facts)).toEqual([
      { code: 'trade-name.special-characters', field: 'name' },
      {
        code: 'trade-name.script-mismatch',
        field: 'name',
        params: { language: 'ckb', suggestedLanguage: 'en', languages: ['en', 'kmr'] },
      },
    ]);
  });
});

describe('validateTradeNameText (issue 23 §1: the rules of the name the eligibility check applies, at the field)', () => {
  it.each([
    ['شركة الجبل', 'ckb', 'trade-name.script-mismatch'],
    ['Rêbaz Çiya', 'en', 'trade-name.script-mismatch'],
    ['Zagros ABC 2026 زاگرۆس', 'en', 'trade-name.wrong-script'],
    ['Zagros ABC 2026 زاگرۆس', 'ckb', 'trade-name.wrong-script'],
    ['نانەوا & کۆ!', 'ckb', 'trade-name.special-characters'],
    ['Trading Company', 'en', 'trade-name.generic-only'],
  ] as const)('given "%s" written as %s, when validated, then %s at the name', (name, locale, code) => {
    expect(validateTradeNameText({ name, locale }).map((p) => [p.code, p.field])).toContainEqual([code, 'name']);
    expect(validateTradeNameDetails(tradeName({ name, locale }), facts).map((p) => [p.code, p.field])).toContainEqual([code, 'name']);
  });

  it('given a company, when its trade name is in another script, then the problem is at trade_name.name', () => {
    const details = business();
    const problems = validateBusinessDetails(
      { ...details, trade_name: { ...details.trade_name, locale: 'ckb', name: 'شركة الجبل' } },
      facts,
    );
    expect(problems).toContainEqual({
      code: 'trade-name.script-mismatch',
      field: 'trade_name.name',
      params: { language: 'ckb', suggestedLanguage: 'ar', languages: ['ar'] },
    });
  });

  it("given a name in its own letters, or none yet, when validated, then no problem (the required check is the form's)", () => {
    expect(validateTradeNameText({ name: 'چیای زاگرۆس', locale: 'ckb' })).toEqual([]);
    expect(validateTradeNameText({ name: '  ', locale: 'ckb' })).toEqual([]);
    expect(validateTradeNameText({ name: 'Rêbaz Çiya', locale: 'kmr' })).toEqual([]);
  });

  it('names the field and the chosen language by name, never by its code', () => {
    expect(translate('trade-name.wrong-script', 'en', { field: 'Trade name', language: 'ckb' })).toBe(
      'Trade name: the text must contain only the letters of the chosen language (Sorani Kurdish)',
    );
    expect(translate('trade-name.wrong-script', 'ckb', { field: 'ناو', language: 'en' })).toContain('ئینگلیزی');
    expect(translate('trade-name.wrong-script', 'ckb', { field: 'ناو', language: 'en' })).not.toContain('(en)');
  });

  it('offers the language the letters fit, both languages named in the reader’s language (issue 34 §2)', () => {
    const params = { field: 'Trade name', language: 'ckb', suggestedLanguage: 'en' };
    expect(translate('trade-name.script-mismatch', 'en', params)).toBe(
      'Trade name: this looks like English, not Sorani Kurdish. Check it as a name in English?',
    );
    for (const locale of ['ckb', 'ar', 'kmr'] as const) {
      const text = translate('trade-name.script-mismatch', locale, params);
      expect(text).toContain(LANGUAGE_NAMES[locale].en);
      expect(text).toContain(LANGUAGE_NAMES[locale].ckb);
      expect(text).not.toMatch(/\{\{|\b(en|ckb)\b/);
    }
  });
});
