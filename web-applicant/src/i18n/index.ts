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
export const currentLocale = (): Locale =>
  isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;

/** `<html lang dir>` follow the language, so that screen readers, hyphenation and the bidi algorithm agree with the text. */
function applyToDocument(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * A namespace's texts, one file per language, as `import.meta.glob('./locales/*.json', { import:
 * 'default' })` lists them: each language is its own chunk, fetched only when that language is
 * shown (issue 31: a page carried its texts in all four languages, about 20 KB brotli on a
 * registration's first step).
 */
export type TextFiles = Record<string, () => Promise<unknown>>;

const textFiles = new Map<string, Partial<Record<Locale, () => Promise<unknown>>>>();

/**
 * The texts a server-rendered page was drawn with (entry-server.tsx writes them into
 * `<script type="application/json" id="ssr-texts">`): its language's namespaces, so that the
 * browser renders the same words without asking for them.
 */
export interface ServerTexts {
  lang: Locale;
  texts: Partial<Record<Locale, Record<string, object>>>;
}

function readServerTexts(): ServerTexts | null {
  const element = typeof document === 'undefined' ? null : document.getElementById('ssr-texts');
  if (!element?.textContent) return null;
  try {
    const sent = JSON.parse(element.textContent) as Partial<ServerTexts>;
    return isLocale(sent.lang) && sent.texts && typeof sent.texts === 'object' ? (sent as ServerTexts) : null;
  } catch {
    return null;
  }
}

i18n.on('languageChanged', (language) => {
  if (isLocale(language)) applyToDocument(language);
});

const sent = readServerTexts();
addTexts('common', import.meta.glob('./locales/*.json', { import: 'default' }));

void i18n
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = isLocale(language) ? textFiles.get(namespace)?.[language] : undefined;
      return load ? load() : Promise.reject(new Error(`no texts for ${namespace} in ${language}`));
    }),
  )
  .use(initReactI18next)
  .init({
    // A server-rendered page starts in its own language; otherwise ckb, and src/app/settings
    // switches to the saved language before the first render.
    lng: sent?.lang ?? DEFAULT_LOCALE,
    // Every namespace has every key in every language (parity.test.ts): nothing to fall back to,
    // and no second language to fetch beside the one shown.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    defaultNS: 'common',
    ns: ['common'],
    resources: sent?.texts ?? {},
    // The sent texts are some of the namespaces; the backend brings the rest when they are asked for.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/**
 * Registers a namespace whose texts are one file per language. The server loads every language
 * (`allTextsLoaded`). The browser loads only the language shown, and only when it is asked for:
 * `useTranslation(ns)` waits (suspends) until it is in, so a page that brought the namespace
 * fetches nothing and a page that never shows it never fetches it. A namespace in use is then
 * loaded in the next language before a change of language shows (i18next's `changeLanguage`
 * loads `options.ns`, which `useTranslation` extends with what it loaded itself).
 */
export function addTexts(ns: string, files: TextFiles): void {
  const byLocale: Partial<Record<Locale, () => Promise<unknown>>> = {};
  for (const [file, load] of Object.entries(files)) {
    const locale = /([^/]+)\.json$/.exec(file)?.[1];
    if (isLocale(locale)) byLocale[locale] = load;
  }
  textFiles.set(ns, byLocale);
  if (import.meta.env.SSR || !i18n.isInitialized) return;
  // A page the server did not render (the development server) brought no texts: load them now.
  if (!sent) void i18n.loadNamespaces(ns);
  else if (i18n.hasResourceBundle(i18n.language, ns)) inUse(ns);
}

/** Loaded again in the next language when the language changes. */
function inUse(ns: string): void {
  const namespaces = (i18n.options.ns ??= []) as string[];
  if (!namespaces.includes(ns)) namespaces.push(ns);
}

/** The namespaces registered so far, by name. */
export const registeredTextNamespaces = (): string[] => [...textFiles.keys()];

/** Every namespace registered so far, in every language: the server's, before it renders (a page may be asked for in any of them). */
export async function allTextsLoaded(): Promise<void> {
  const missing = [...textFiles].flatMap(([ns, files]) =>
    LOCALES.filter((locale) => !i18n.hasResourceBundle(locale, ns)).map((locale) => [ns, locale, files[locale]] as const),
  );
  await Promise.all(
    missing.map(async ([ns, locale, load]) => {
      if (!load) throw new Error(`no texts for ${ns} in ${locale}`);
      i18n.addResourceBundle(locale, ns, (await load()) as object, true, true);
    }),
  );
}

/**
 * A namespace given in all four languages at once (texts that come from @registry/domain rather
 * than from JSON files), under its own name (`t('key', { ns })` or `useTranslation(ns)`).
 */
export function addLocales(ns: string, resources: Record<Locale, object>): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, ns, resources[locale], true, true);
}

export { i18n };
