import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '#src/i18n';
import { defaultNameLanguage } from '#src/components/form/api/check-trade-name-eligibility';
import { draftOf, newDraft } from './draft';

afterEach(async () => {
  await i18n.changeLanguage('ckb');
});

describe("a new registration's name language (issue 34 §2: the search's default)", () => {
  it.each(['ckb', 'en', 'ar', 'kmr'] as const)('given the page in %s, when a draft starts, then its names start in %s', async (lang) => {
    await i18n.changeLanguage(lang);
    expect(newDraft('trade-name').values.locale).toBe(lang);
    expect(newDraft('business').values.trade_name.locale).toBe(lang);
    expect(defaultNameLanguage(i18n.resolvedLanguage)).toBe(lang);
  });

  it('given a stored draft, when read on a page of another language, then its chosen language stays', async () => {
    await i18n.changeLanguage('en');
    expect(draftOf('trade-name', { values: { locale: 'kmr', name: 'Rêbaz Çiya' } }).values.locale).toBe('kmr');
  });
});
