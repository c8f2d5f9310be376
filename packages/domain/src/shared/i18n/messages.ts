import { formatParameter } from './format.js';
import { isLocale, type Locale } from './locale.js';

/** One message in every language of the registry; `{{name}}` marks a parameter. */
export type Translations = Readonly<Record<Locale, string>>;
export type MessageParams = Readonly<Record<string, string | number | readonly (string | number)[]>>;

const registry = new Map<string, Translations>();

/**
 * Registers a module's messages under stable codes (the codes clients and tests rely on) and
 * returns the codes. The type demands all four languages, so a missing translation does not build.
 */
export function defineMessages<K extends string>(catalog: Record<K, Translations>): { readonly [P in K]: P } {
  const codes = {} as Record<K, K>;
  for (const code of Object.keys(catalog) as K[]) {
    const existing = registry.get(code);
    if (existing && existing !== catalog[code]) throw new Error(`message code "${code}" is defined twice`);
    registry.set(code, catalog[code]);
    codes[code] = code;
  }
  return codes as { readonly [P in K]: P };
}

export function hasMessage(code: string): boolean {
  return registry.has(code);
}

/** Every registered message: for the parity test and for clients that want the catalogue. */
export function allMessages(): ReadonlyMap<string, Translations> {
  return registry;
}

/** Each registry language named in each (`LANGUAGE_NAMES[reader][language]`): messages name a language, never its code. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, Translations>> = {
  ckb: { ckb: 'کوردیی سۆرانی', en: 'ئینگلیزی', ar: 'عەرەبی', kmr: 'کوردیی کورمانجی' },
  en: { ckb: 'Sorani Kurdish', en: 'English', ar: 'Arabic', kmr: 'Kurmanji Kurdish' },
  ar: { ckb: 'الكردية السورانية', en: 'الإنجليزية', ar: 'العربية', kmr: 'الكردية الكرمانجية' },
  kmr: { ckb: 'Kurdiya soranî', en: 'Îngilîzî', ar: 'Erebî', kmr: 'Kurdiya kurmancî' },
};

/**
 * The message in the locale with its parameters filled in; an unknown code comes back as itself.
 * Numbers, calendar dates and moments are written in the locale's digits and words (formatParameter):
 * "21 March 2027" in English is "٢١ ئازار ٢٠٢٧" in Central Kurdish, never "2027-03-21" or "21".
 */
export function translate(code: string, locale: Locale, params: MessageParams = {}): string {
  const template = registry.get(code)?.[locale];
  if (template === undefined) return code;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // A `language` parameter (or `…Language`) is a locale code ("ckb"), shown as the language's name in the reader's language.
    if (/^language$|Language$/.test(name) && isLocale(value)) return LANGUAGE_NAMES[locale][value];
    if (!Array.isArray(value)) return formatParameter(value as string | number, locale);
    return value.map((item) => formatParameter(item, locale)).join(locale === 'ar' || locale === 'ckb' ? '، ' : ', ');
  });
}

const fieldLabels = new Map<string, Translations>();

/** Labels of request fields, so that an error names the field in the reader's language. */
export function defineFieldLabels(labels: Record<string, Translations>): void {
  for (const [field, t] of Object.entries(labels)) fieldLabels.set(field, t);
}

/** `partners[1].upn` is labelled by `upn` when the full path has no label of its own. */
export function fieldLabel(path: string, locale: Locale): string {
  const exact = fieldLabels.get(path);
  if (exact) return exact[locale];
  const last =
    path
      .split(/[.[\]]+/)
      .filter(Boolean)
      .pop() ?? path;
  const leaf = fieldLabels.get(last);
  return leaf ? `${leaf[locale]} (${path})` : path;
}
