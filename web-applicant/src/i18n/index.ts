import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The portal's languages (spec §1): Central Kurdish first and by default. */
export const LOCALES = ['ckb', 'en', 'ar', 'kmr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ckb';
const RTL: readonly Locale[] = ['ckb', 'ar'];

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RTL.includes(locale) ? 'rtl' : 'ltr');
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  ns: ['common'],
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
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
