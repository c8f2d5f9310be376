import { formatParameter, localDigits } from './format.js';
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
    // A `classes` parameter names Nice classes, alone ("30") or coordinated ("9 ↔ 42"): written in the reader's digits (issue 35).
    const item =
      name === 'classes' ? (v: string | number) => localDigits(String(v), locale) : (v: string | number) => formatParameter(v, locale);
    if (!Array.isArray(value)) return item(value as string | number);
    return value.map(item).join(locale === 'ar' || locale === 'ckb' ? '، ' : ', ');
  });
}

const fieldLabels = new Map<string, Translations>();

/** Labels of request fields, so that an error names the field in the reader's language. */
export function defineFieldLabels(labels: Record<string, Translations>): void {
  for (const [field, t] of Object.entries(labels)) fieldLabels.set(field, t);
}

/**
 * Labels of the items of lists (`shareholders` → "Shareholder {{n}}", 1-based) and of groups of
 * fields about one person (`ceo` → "Chief executive"): an error names the item it is about.
 */
const itemLabels = new Map<string, Translations>();
/** The fields that identify their item: a problem there is the item's ("Shareholder 2", not "Shareholder 2: UPN"). */
const identifyingFields = new Set<string>();

export function defineItemLabels(labels: Record<string, Translations>, options: { identifiedBy?: readonly string[] } = {}): void {
  for (const [key, t] of Object.entries(labels)) itemLabels.set(key, t);
  for (const field of options.identifiedBy ?? []) identifyingFields.add(field);
}

/** What an unlabelled field is called: a person never reads a path such as `locales.en` (issue 34 §5). */
const UNNAMED_FIELD: Translations = { ckb: 'ئەم خانەیە', en: 'This answer', ar: 'هذا الحقل', kmr: 'Ev qad' };

const INDEX = /^\d+$/;
/** An item's number in the reader's digits (١ in Sorani and Arabic). */
const itemNumber = (n: number, locale: Locale): string =>
  new Intl.NumberFormat(locale === 'ckb' || locale === 'ar' ? 'ar-IQ' : 'en-GB').format(n);

/**
 * The words for a request field, never its path: `partners[1].upn` reads "Partner 2", and
 * `shareholders.0.number_of_shares` "Shareholder 1: Number of shares" (the item, then the
 * field's label); a path without a label of its own is labelled by its longest labelled tail
 * (`trade_name.locales.en` by `locales.en`), else by the nearest labelled part above it, else
 * "This answer".
 */
export function fieldLabel(path: string, locale: Locale): string {
  const exact = fieldLabels.get(path);
  if (exact) return exact[locale];
  const segments = path.split(/[.[\]]+/).filter(Boolean);
  let item: string | undefined;
  let itemEnd = -1;
  for (let i = segments.length - 1; i >= 0 && item === undefined; i--) {
    const indexed = i + 1 < segments.length && INDEX.test(segments[i + 1]!);
    const label = itemLabels.get(segments[i]!);
    if (!label) continue;
    if (indexed) {
      item = label[locale].replace('{{n}}', itemNumber(Number(segments[i + 1]) + 1, locale));
      itemEnd = i + 1;
    } else if (i < segments.length - 1) {
      item = label[locale];
      itemEnd = i;
    }
  }
  const inner = segments.slice(itemEnd + 1).filter((s) => !INDEX.test(s));
  if (item !== undefined && (inner.length === 0 || (inner.length === 1 && identifyingFields.has(inner[0]!)))) return item;
  const named = inner.length ? inner : segments.filter((s) => !INDEX.test(s));
  let label: string | undefined;
  for (let k = 0; k < named.length && label === undefined; k++) label = fieldLabels.get(named.slice(k).join('.'))?.[locale];
  for (let end = named.length - 1; end > 0 && label === undefined; end--) label = fieldLabels.get(named[end - 1]!)?.[locale];
  label ??= UNNAMED_FIELD[locale];
  return item === undefined ? label : `${item}: ${label}`;
}
