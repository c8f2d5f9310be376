import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '../i18n';

export type ThemeMode = 'light' | 'dark';

/** The visitor's display preferences (spec §9 "Default settings"), kept in `localStorage.settings`. */
export interface Settings {
  direction: 'rtl' | 'ltr';
  responsiveFontSizes: boolean;
  theme: ThemeMode;
  lang: Locale;
}

export const SETTINGS_STORAGE_KEY = 'settings';

export const DEFAULT_SETTINGS: Settings = {
  direction: directionOf(DEFAULT_LOCALE),
  responsiveFontSizes: true,
  theme: 'light',
  lang: DEFAULT_LOCALE,
};

/** Storage may be missing (tests) or refused (privacy modes that throw on access). */
function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The saved settings, or null when nothing usable is saved: then the theme follows the
 * system's colour preference. Each field is checked on its own so that a value written by an
 * older version of the portal keeps the fields that are still valid.
 */
export function readSavedSettings(storage = browserStorage()): Settings | null {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(SETTINGS_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const value = parsed as Partial<Record<keyof Settings, unknown>>;
  const lang = isLocale(value.lang) ? value.lang : DEFAULT_SETTINGS.lang;
  return {
    lang,
    // The direction always follows the language, so that a hand-edited value cannot show Arabic left to right.
    direction: directionOf(lang),
    theme: value.theme === 'dark' || value.theme === 'light' ? value.theme : DEFAULT_SETTINGS.theme,
    responsiveFontSizes: typeof value.responsiveFontSizes === 'boolean' ? value.responsiveFontSizes : DEFAULT_SETTINGS.responsiveFontSizes,
  };
}

export function saveSettings(settings: Settings, storage = browserStorage()): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // A full or refused storage only costs the preference on the next visit.
  }
  writeSettingsCookies(settings);
}

/**
 * The server renders each page in the visitor's language and colour mode before any script runs,
 * so it is told them by two cookies (the API reads `lang` and `theme`, web-apps.ts). A year, the
 * whole portal, never sent cross-site.
 */
export const LANG_COOKIE = 'lang';
export const THEME_COOKIE = 'theme';

export function writeSettingsCookies(settings: Pick<Settings, 'lang' | 'theme'>): void {
  if (typeof document === 'undefined') return;
  for (const [name, value] of [
    [LANG_COOKIE, settings.lang],
    [THEME_COOKIE, settings.theme],
  ] as const) {
    document.cookie = `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
  }
}
