import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raCkb } from '../i18n/ra-ckb';
import { raAr } from '../i18n/ra-ar';
import { localizedInterpolation, TWO_FORM_PLURALS } from './localized-interpolation';

/** A provider as the i18n provider builds it: react-admin's texts of the language, our interpolation and plurals. */
const polyglotOf = (locale: string, ra: object) => {
  const provider = polyglotI18nProvider(() => ({ ra }) as never, locale, [{ locale, name: locale }], {
    allowMissing: true,
    replace: localizedInterpolation(() => locale),
    pluralRules: TWO_FORM_PLURALS,
  });
  return { t: (key: string, options: Record<string, unknown>) => provider.translate(key, options) };
};

describe("the i18n provider's interpolation", () => {
  it("writes react-admin's pagination range and total in Arabic-Indic digits in ckb, the range isolated right to left", () => {
    const ckb = polyglotOf('ckb', raCkb);
    expect(ckb.t('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 6, total: 6 })).toBe('\u2067١–٦\u2069 لە ٦');
    expect(ckb.t('ra.navigation.page', { page: 12 })).toBe('بڕۆ بۆ پەڕەی ١٢');
  });

  it("chooses the plural form from the number, then writes it in the reader's digits (ar)", () => {
    const ar = polyglotOf('ar', raAr);
    const one = ar.t('ra.action.bulk_actions', { smart_count: 1 });
    const eleven = ar.t('ra.action.bulk_actions', { smart_count: 11 });
    expect(eleven).toContain('١١');
    expect(eleven).not.toMatch(/[0-9]/);
    expect(one).toBe('عنصر واحد محدد');
    expect(ar.t('ra.action.bulk_actions', { smart_count: 2 })).toBe('٢ عناصر محددة');
  });

  it('leaves Latin digits in English and every string as it is', () => {
    const en = polyglotOf('en', englishMessages.ra);
    expect(en.t('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 6, total: 1234 })).toBe('1-6 of 1,234');
    const ckb = polyglotOf('ckb', raCkb);
    expect(ckb.t('x', { _: '%{name} %{number}', name: 'Hawler 2000', number: 3 })).toBe('Hawler 2000 ٣');
  });
});
