import { LOCALES, RTL_LOCALES, type Locale } from '../resources/types';
import { setRequestLocale } from './http';

/**
 * The interface language before anything else of the back office loads: read by the sign-in
 * screen of the light entry (main.tsx) and by the i18n provider, which react-admin then keeps.
 */
export const DEFAULT_LOCALE: Locale = 'ckb';
export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** react-admin keeps the chosen language in its store: `localStorage['RaStore.locale']`, as JSON. */
export const LOCALE_STORE_KEY = 'RaStore.locale';

/** The language react-admin keeps in its store, else the default (never the browser's: ckb is the registry's). */
export function initialLocale(): Locale {
  try {
    const stored = JSON.parse(localStorage.getItem(LOCALE_STORE_KEY) ?? 'null');
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
