import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

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
export const currentLocale = (): Locale => (isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/** `<html lang dir>` follow the language, so that screen readers, hyphenation and the bidi algorithm agree with the text. */
function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) applyToDocument(language);
});

/** A namespace's texts in one language: a JSON module (`import(`./locales/${locale}.json`)`). */
export type LocaleLoader = (locale: Locale) => Promise<object>;

/**
 * Issue 25 §2: only the current language's texts are downloaded (each namespace's `locales/<lang>.json`
 * is a chunk of its own); a switch downloads the new language's texts of every namespace in use
 * before i18next changes language, so no page ever shows a key.
 */
const loaders = new Map<string, LocaleLoader>([['common', (locale) => import(`./locales/${locale}.json`)]]);

let startingLocale: Locale = DEFAULT_LOCALE;
let markStarted: () => void;
const started = new Promise<void>((resolve) => (markStarted = resolve));

i18n
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = loaders.get(namespace);
      if (!load || !isLocale(language)) return Promise.reject(new Error(`no texts of ${namespace} in ${language}`));
      return load(language);
    }),
  )
  .use(initReactI18next);

/**
 * Starts i18next in the visitor's language with the shell's texts (main.tsx awaits it before the
 * first render, so the splash is already translated). `preload` loads other languages too (the
 * unit tests read every language).
 */
export async function startI18n(locale: Locale, preload: readonly Locale[] = []): Promise<void> {
  startingLocale = locale;
  await i18n.init({
    lng: locale,
    // Every namespace has every key in every language (parity.test.ts): no fallback to download.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    preload: [...preload],
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markStarted();
}

/**
 * A feature's texts, under its own namespace (`t('key', { ns })` or `useTranslation(ns)`). Each
 * feature's i18n.ts awaits this once with its `locales/<lang>.json` loader (a top-level await, so
 * that whatever imports the feature renders translated); the current language is downloaded now,
 * another on a switch. A test checks that every namespace has the same keys in all four languages.
 */
export async function addLocales(ns: string, load: LocaleLoader): Promise<void> {
  loaders.set(ns, load);
  await started;
  await i18n.loadNamespaces(ns);
}

/**
 * Starts downloading namespaces' texts in the page's language without waiting: a route asks for
 * its page's texts alongside the page's chunk, so that the feature's `await addLocales` finds them
 * loaded instead of asking only once the chunk has run (one round trip per namespace, in a chain).
 */
export function prefetchTexts(...loaders: LocaleLoader[]): void {
  const locale = isLocale(i18n.language) ? i18n.language : startingLocale;
  for (const load of loaders) void load(locale).catch(() => undefined);
}

/** Texts of another language than the page's (the contract is always in Central Kurdish). */
export async function loadLanguage(locale: Locale): Promise<void> {
  await started;
  await i18n.loadLanguages(locale);
}

export { i18n };
