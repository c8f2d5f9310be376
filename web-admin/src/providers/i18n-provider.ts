import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { en } from '../i18n/en';
import { ckb } from '../i18n/ckb';
import { ar } from '../i18n/ar';
import { kmr } from '../i18n/kmr';
import { deepMerge } from '../deep-merge';
import { LOCALES, type AdminResource, type Locale } from '../resources/types';
import { applyDocumentLanguage, DEFAULT_LOCALE, initialLocale, isLocale } from './locale';
import { localizedInterpolation, TWO_FORM_PLURALS } from './localized-interpolation';

/**
 * Four languages (spec §1): Central Kurdish (default, right-to-left), English, Arabic
 * (right-to-left) and Kurmanji. react-admin ships English only among them
 * (ra-language-english); its `ra.*` texts are written in ckb.ts, ar.ts and kmr.ts, and any key
 * one of them lacks falls back to English, never to a bare key (docs/web-admin.md).
 */
const OWN: Record<Locale, unknown> = { en, ckb, ar, kmr };

const catalogues = new Map<Locale, Record<string, unknown>>();
/** The resources' own texts (src/resources/*), added once their chunk is loaded (App.tsx). */
let resourceMessages: AdminResource['messages'][] = [];
export function messagesOf(locale: Locale): TranslationMessages {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = deepMerge(
      englishMessages,
      en,
      ...resourceMessages.map((m) => m.en),
      ...(locale === 'en' ? [] : [OWN[locale], ...resourceMessages.map((m) => m[locale])]),
    );
    catalogues.set(locale, messages);
  }
  return messages as unknown as TranslationMessages;
}

const start = initialLocale();
applyDocumentLanguage(start);

export const i18nProvider = polyglotI18nProvider(
  (locale) => messagesOf(isLocale(locale) ? locale : DEFAULT_LOCALE),
  start,
  LOCALES.map((locale) => ({ locale, name: (en.admin.languages as Record<string, string>)[locale]! })),
  // The catalogue's language: react-admin's getLocale changes with the catalogue it translates from.
  { allowMissing: true, replace: localizedInterpolation(() => i18nProvider.getLocale()), pluralRules: TWO_FORM_PLURALS },
);

/**
 * Adds the resources' texts to every catalogue (issue 24 §6: the sign-in screen loads without
 * them). Rebuilding the current language's catalogue is react-admin's own change of locale to the
 * same locale; the screens shown after it (the signed-in layout) read the new texts.
 */
export async function addResourceMessages(messages: AdminResource['messages'][]): Promise<void> {
  if (resourceMessages === messages) return;
  resourceMessages = messages;
  catalogues.clear();
  await i18nProvider.changeLocale(i18nProvider.getLocale());
}
