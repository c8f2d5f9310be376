import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KURDISH_MONTHS } from '@registry/domain/shared/i18n/format';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n';

/**
 * How each portal language formats numbers and dates. `intl` are the Unicode locales Intl is
 * given (Iraq's conventions for the right-to-left languages; British day-month-year for English).
 * Chromium ships without Kurdish locale data while Node has it, and a page rendered on the server
 * must read the same in the browser that hydrates it: so the Kurdish languages never ask Intl for
 * Kurdish. Their numbers borrow a locale with the same digits and separators (Iraqi Arabic for
 * Sorani, Turkish for Kurmanji) and, having `months`, their dates are composed from the month and
 * weekday names below (those of the Unicode CLDR).
 */
interface LocaleFormats {
  intl: string[];
  /** Written with Arabic-Indic digits (what Intl gives `ar-IQ`). */
  arabicDigits?: boolean;
  months?: string[];
  weekdays?: string[];
  comma?: string;
}

const FORMATS: Record<Locale, LocaleFormats> = {
  ckb: {
    intl: ['ar-IQ'],
    arabicDigits: true,
    months: [...KURDISH_MONTHS.ckb],
    weekdays: ['یەکشەممە', 'دووشەممە', 'سێشەممە', 'چوارشەممە', 'پێنجشەممە', 'هەینی', 'شەممە'],
    comma: '، ',
  },
  ar: { intl: ['ar-IQ', 'ar'], arabicDigits: true },
  en: { intl: ['en-GB', 'en'] },
  kmr: {
    intl: ['tr'],
    months: [...KURDISH_MONTHS.kmr],
    weekdays: ['yekşem', 'duşem', 'sêşem', 'çarşem', 'pêncşem', 'în', 'şemî'],
  },
};

const formatsOf = (locale: string): LocaleFormats => FORMATS[isLocale(locale) ? locale : DEFAULT_LOCALE];

/** The registry's legal time zone: a date reads the same on the server and on any device. */
const REGISTRY_TIME_ZONE = 'Asia/Baghdad';

type DateInput = Date | string | number;
const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

// Intl formatters are costly to build and lists format hundreds of values: keep one per locale and options.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = build();
    cache.set(key, found);
  }
  return found;
}
const dateFormat = (tags: string[], options: Intl.DateTimeFormatOptions) =>
  cached(`d|${tags.join()}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tags, options));
const numberFormat = (tags: string[], options: Intl.NumberFormatOptions) =>
  cached(`n|${tags.join()}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tags, options));

const toArabicDigits = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]);
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A date in a language the browser's Intl lacks: British English lays out the parts (day month
 * year, 24-hour time), then the language's month and weekday names and digits replace them.
 * Exported for the tests.
 */
export function formatDateWithNames(date: Date, formats: LocaleFormats, options: Intl.DateTimeFormatOptions): string {
  const zone = options.timeZone ? { timeZone: options.timeZone } : {};
  const month = Number(dateFormat(['en-GB'], { month: 'numeric', ...zone }).format(date)) - 1;
  const weekday = WEEKDAYS_EN.indexOf(dateFormat(['en-GB'], { weekday: 'short', ...zone }).format(date));
  const text = dateFormat(['en-GB'], options)
    .formatToParts(date)
    .map((part) => {
      if (part.type === 'month' && !/^\d+$/.test(part.value)) return formats.months?.[month] ?? part.value;
      if (part.type === 'weekday') return formats.weekdays?.[weekday] ?? part.value;
      if (part.type === 'literal' && part.value === ', ' && formats.comma) return formats.comma;
      return part.value;
    })
    .join('');
  return formats.arabicDigits ? toArabicDigits(text) : text;
}

/** A date such as "21 March 2025" / "٢١ ئازار ٢٠٢٥"; an invalid input gives an empty string rather than "Invalid Date". */
export function formatDate(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const formats = formatsOf(locale);
  const zoned = { timeZone: REGISTRY_TIME_ZONE, ...options };
  return formats.months ? formatDateWithNames(date, formats, zoned) : dateFormat(formats.intl, zoned).format(date);
}

/** Iraq's offset from UTC, the same all year (no daylight saving since 2008). */
const REGISTRY_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * The year in Erbil, in the language's digits, without Intl: the footer of every page shows it,
 * and the first date formatter a page builds loads the browser's time-zone data, about 40 ms of
 * the main thread before a phone can use the page (160 ms at Slow 4G's CPU).
 */
export function formatYear(value: DateInput, locale: string): string {
  const year = String(new Date(toDate(value).getTime() + REGISTRY_UTC_OFFSET_MS).getUTCFullYear());
  return formatsOf(locale).arabicDigits ? toArabicDigits(year) : year;
}

/** A date and time, in the Kurdistan Region's time zone whatever the visitor's device says. */
export function formatDateTime(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return formatDate(value, locale, options);
}

/**
 * A whole number from 0 to 999 needs no separator: its digits alone are what Intl writes. The
 * first number formatter a page builds loads the browser's number data (a registration step's
 * "step 1 of 8": about 50 ms of a 4× throttled CPU before the page can be used).
 */
const isPlainSmallInteger = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const formats = formatsOf(locale);
  if (isPlainSmallInteger(value) && Object.keys(options).length === 0) {
    return formats.arabicDigits ? toArabicDigits(String(value)) : String(value);
  }
  return numberFormat(formats.intl, options).format(value);
}

/** An amount in Iraqi dinars (spec §9: currency shown as IQD; no fils). */
export function formatMoney(amountIqd: number, locale: string): string {
  return formatNumber(amountIqd, locale, { style: 'currency', currency: 'IQD', currencyDisplay: 'code', maximumFractionDigits: 0 });
}

/** A share such as 25 % (the input is a percentage, not a fraction). */
export function formatPercent(percentage: number, locale: string): string {
  return formatNumber(percentage / 100, locale, { style: 'percent', maximumFractionDigits: 2 });
}

/** The formatters above, bound to the language on screen; re-renders when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      locale,
      date: (value: DateInput, options?: Intl.DateTimeFormatOptions) => formatDate(value, locale, options),
      dateTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) => formatDateTime(value, locale, options),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
      money: (amountIqd: number) => formatMoney(amountIqd, locale),
      percent: (percentage: number) => formatPercent(percentage, locale),
    }),
    [locale],
  );
}

export { FORMATS as LOCALE_FORMATS };
