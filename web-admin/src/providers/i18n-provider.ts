import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import { en } from '../i18n/en';
import { ckb } from '../i18n/ckb';
import { ar } from '../i18n/ar';
import { kmr } from '../i18n/kmr';
import { deepMerge } from '../deep-merge';
import { adminResources } from '../resources';
import { LOCALES, RTL_LOCALES, type Locale } from '../resources/types';
import { setRequestLocale } from './http';

/**
 * Four languages (spec §1): Central Kurdish (default, right-to-left), English, Arabic
 * (right-to-left) and Kurmanji. react-admin ships English only among them
 * (ra-language-english); its `ra.*` texts are written in ckb.ts, ar.ts and kmr.ts, and any key
 * one of them lacks falls back to English, never to a bare key (docs/web-admin.md).
 */
const OWN: Record<Locale, unknown> = { en, ckb, ar, kmr };

const catalogues = new Map<Locale, Record<string, unknown>>();
export function messagesOf(locale: Locale): TranslationMessages {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = deepMerge(englishMessages, en, ...adminResources.map((r) => r.messages.en), ...(locale === 'en' ? [] : [OWN[locale], ...adminResources.map((r) => r.messages[locale])]));
    catalogues.set(locale, messages);
  }
  return messages as unknown as TranslationMessages;
}

export const DEFAULT_LOCALE: Locale = 'ckb';
const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language react-admin keeps in its store, else the default (never the browser's: ckb is the registry's). */
export function initialLocale(): Locale {
  try {
    const stored = JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null');
    if (isLocale(stored)) return stored;
  } catch {
    /* default */
  }
  return DEFAULT_LOCALE;
}

/** `<html lang dir>` and the API's Accept-Language follow the interface language. */
export function applyDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
  setRequestLocale(locale);
}

const start = initialLocale();
applyDocumentLanguage(start);

export const i18nProvider = polyglotI18nProvider(
  (locale) => messagesOf(isLocale(locale) ? locale : DEFAULT_LOCALE),
  start,
  LOCALES.map((locale) => ({ locale, name: (en.admin.languages as Record<string, string>)[locale]! })),
  { allowMissing: true },
);
