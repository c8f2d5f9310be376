import type { Locale } from './locale.js';

/**
 * Numbers and dates inside the registry's messages, as the portals write them
 * (web-applicant's components/format.ts, web-admin's caseFormat): Arabic-Indic digits in Central
 * Kurdish and Arabic, Latin ones in English and Kurmanji. Chromium ships no Kurdish locale data
 * while Node has it, and the API and the browser must write a message alike: so Kurdish is never
 * asked of Intl. Its numbers borrow a locale with the same separators (Iraqi Arabic for Sorani,
 * Turkish for Kurmanji) with the numbering system named, and its dates are composed from the
 * CLDR's month names below.
 */
const NUMBERS: Readonly<Record<Locale, { tags: string[]; numberingSystem: 'arab' | 'latn' }>> = {
  ckb: { tags: ['ar-IQ'], numberingSystem: 'arab' },
  ar: { tags: ['ar-IQ'], numberingSystem: 'arab' },
  en: { tags: ['en-GB'], numberingSystem: 'latn' },
  kmr: { tags: ['tr'], numberingSystem: 'latn' },
};

/** The CLDR's month names of the Kurdish languages, which Chromium's Intl lacks: the API and both portals compose Kurdish dates from these. */
export const KURDISH_MONTHS = {
  ckb: [
    'کانوونی دووەم',
    'شوبات',
    'ئازار',
    'نیسان',
    'ئایار',
    'حوزەیران',
    'تەمووز',
    'ئاب',
    'ئەیلوول',
    'تشرینی یەکەم',
    'تشرینی دووەم',
    'کانوونی یەکەم',
  ],
  kmr: ['rêbendan', 'sibat', 'adar', 'nîsan', 'gulan', 'hezîran', 'tîrmeh', 'tebax', 'îlon', 'cotmeh', 'mijdar', 'berfanbar'],
} as const satisfies Partial<Record<Locale, readonly string[]>>;
const MONTHS: Readonly<Partial<Record<Locale, readonly string[]>>> = KURDISH_MONTHS;

/** The registry's legal time zone: a moment reads the same on the server and on any device. */
const REGISTRY_TIME_ZONE = 'Asia/Baghdad';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

// Intl formatters are costly to build and a list of messages formats many values.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number as the language writes it (grouping and at most two decimals unless told otherwise). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    const { tags, numberingSystem } = NUMBERS[locale];
    format = new Intl.NumberFormat(tags, { maximumFractionDigits: 2, ...options, numberingSystem });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Latin digits in a text written with the language's digits ("2027" → "٢٠٢٧" in ckb and ar). */
export function localDigits(text: string, locale: Locale): string {
  return NUMBERS[locale].numberingSystem === 'arab' ? text.replace(/\d/g, (d) => formatNumber(Number(d), locale)) : text;
}

/** A calendar date (YYYY-MM-DD) as "21 March 2027" / "٢١ ئازار ٢٠٢٧"; anything else is given back as it was. */
export function formatDate(iso: string, locale: Locale): string {
  const m = ISO_DATE.exec(iso);
  if (!m) return iso;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCMonth() !== month - 1) return iso;
  const months = MONTHS[locale];
  if (months) return localDigits(`${day} ${months[month - 1]} ${year}`, locale);
  const { tags, numberingSystem } = NUMBERS[locale];
  return new Intl.DateTimeFormat(locale === 'en' ? tags : tags.map((t) => `${t}-u-nu-${numberingSystem}`), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(at);
}

/** A moment (an ISO timestamp with its zone) as its date and time of day in the registry's zone; anything else as it was. */
export function formatDateTime(iso: string, locale: Locale): string {
  if (!ISO_MOMENT.test(iso)) return iso;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  // British English lays out the parts; the language's month names and digits replace them.
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: REGISTRY_TIME_ZONE,
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = formatDate(`${part('year')}-${part('month').padStart(2, '0')}-${part('day').padStart(2, '0')}`, locale);
  const comma = locale === 'ckb' || locale === 'ar' ? '، ' : ', ';
  return `${date}${comma}${localDigits(`${part('hour')}:${part('minute')}`, locale)}`;
}

/**
 * A message's parameter as the reader's language writes it: a number in its digits, a calendar
 * date or a moment as a date in its words and digits; any other text (a name, a reference, a
 * code) exactly as given.
 */
export function formatParameter(value: string | number, locale: Locale): string {
  if (typeof value === 'number') return formatNumber(value, locale);
  if (ISO_DATE.test(value)) return formatDate(value, locale);
  if (ISO_MOMENT.test(value)) return formatDateTime(value, locale);
  return value;
}
