import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './locales/ar.json';
import ckb from './locales/ckb.json';
import en from './locales/en.json';
import kmr from './locales/kmr.json';

/** The portal's languages (spec §1): Central Kurdish first and by default. */
export const LOCALES = ['ckb', 'en', 'ar', 'kmr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ckb';
const RTL: readonly Locale[] = ['ckb', 'ar'];

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RTL.includes(locale) ? 'rtl' : 'ltr');
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * Each language named in itself (an autonym), so that a reader who cannot read the current
 * language still finds their own. Not translated on purpose: they are the same in every locale.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  ckb: 'کوردی (سۆرانی)',
  en: 'English',
  ar: 'العربية',
  kmr: 'Kurdî (Kurmancî)',
};

/** The language i18next is showing, narrowed to a portal locale (i18next may hold `cimode`). */
export const currentLocale = (): Locale =>
  isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;

/** `<html lang dir>` follow the language, so that screen readers, hyphenation and the bidi algorithm agree with the text. */
function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) applyToDocument(language);
});

void i18n.use(initReactI18next).init({
  // The shell starts in ckb; src/app/settings switches to the saved language before the first render.
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  ns: ['common'],
  resources: { ckb: { common: ckb }, en: { common: en }, ar: { common: ar }, kmr: { common: kmr } },
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled, so initialisation is synchronous and the first render is already translated.
  initAsync: false,
});

/**
 * A feature's texts in every language, under its own namespace (`t('key', { ns })` or
 * `useTranslation(ns)`). Each feature calls this once with its `locales/*.json`; a test checks
 * that every namespace has the same keys in all four languages.
 */
export function addLocales(ns: string, resources: Record<Locale, object>): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, ns, resources[locale], true, true);
}

export { i18n };
