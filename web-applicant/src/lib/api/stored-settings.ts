import { currentLocale, isLocale, type Locale } from '#src/i18n';

/** Keys of the browser's local storage that spec §6 and §9 name. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const SETTINGS_KEY = 'settings';

/** The part of Storage the client uses, so that tests can hand in a plain object. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Local storage, or nothing where it is unavailable (private modes, tests without a DOM). */
export function browserStorage(): KeyValueStore | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The language of the stored display settings (`settings` JSON `{lang}`), else the one shown (the
 * server's choice for a page it rendered, ckb by default)
 * (spec §7: every request carries it). Unreadable settings count as absent.
 */
export function storedLanguage(storage: KeyValueStore | undefined = browserStorage()): Locale {
  try {
    const settings = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? 'null') as { lang?: unknown } | null;
    return isLocale(settings?.lang) ? settings.lang : currentLocale();
  } catch {
    return currentLocale();
  }
}

export function readAccessToken(storage: KeyValueStore | undefined = browserStorage()): string | undefined {
  return storage?.getItem(ACCESS_TOKEN_KEY) || undefined;
}

export function writeAccessToken(token: string, storage: KeyValueStore | undefined = browserStorage()): void {
  storage?.setItem(ACCESS_TOKEN_KEY, token);
}

export function removeAccessToken(storage: KeyValueStore | undefined = browserStorage()): void {
  storage?.removeItem(ACCESS_TOKEN_KEY);
}

/** A cookie's value from `document.cookie`, decoded; undefined when absent or without a DOM. */
export function readCookie(
  name: string,
  cookies: string | undefined = typeof document === 'undefined' ? undefined : document.cookie,
): string | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return undefined;
}
