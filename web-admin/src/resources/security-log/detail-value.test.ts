import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { STAFF_PROFILE_FIELDS as PROFILE_FIELDS } from '@registry/domain/identity/staff-profile-fields';
import { deepMerge } from '#src/deep-merge';
import { ar } from '#src/i18n/ar';
import { ckb } from '#src/i18n/ckb';
import { en } from '#src/i18n/en';
import { kmr } from '#src/i18n/kmr';
import { caseFormat } from '../applications/case-format';
import { userMessages } from '../users/messages';
import { detailValue } from './detail-value';

const OWN = { en, ckb, ar, kmr } as const;
type Locale = keyof typeof OWN;

/** The back office's translate in a language, with the users screens' texts as the app merges them. */
function translatorOf(locale: Locale): TranslateFunction {
  const messages = deepMerge(englishMessages, en, userMessages.en, ...(locale === 'en' ? [] : [OWN[locale], userMessages[locale]]));
  const provider = polyglotI18nProvider(() => messages as never, locale, [{ locale, name: locale }], { allowMissing: true });
  return ((key: string, options?: Record<string, unknown>) => provider.translate(key, options)) as TranslateFunction;
}

describe('the security log names the fields a profile change changed in the reader’s language', () => {
  it.each(Object.keys(OWN) as Locale[])('%s: no field by its code', (locale) => {
    const words = detailValue(translatorOf(locale), caseFormat(locale), 'changed', [...PROFILE_FIELDS]).split('، ');
    expect(words).toHaveLength(PROFILE_FIELDS.length);
    for (const [index, word] of words.entries()) expect(word, PROFILE_FIELDS[index]).not.toBe(PROFILE_FIELDS[index]);
    if (locale === 'ckb' || locale === 'ar') expect(words.filter((word) => /\p{Script=Latin}/u.test(word))).toEqual([]);
  });
});
