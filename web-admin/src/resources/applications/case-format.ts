import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { KURDISH_MONTHS } from '@registry/domain/shared/i18n/format';

/**
 * Amounts, dates and countries in the staff member's language. Chromium ships no Kurdish locale
 * data: as the applicant portal does (web-applicant/src/components/format.ts), Central Kurdish
 * numbers fall back to Iraqi Arabic digits and its dates are composed from the CLDR's Sorani
 * month names; Kurmanji numbers to Turkish; country names to the nearest language Intl has.
 */
const NUMBER_LOCALES: Record<string, string[]> = { ckb: ['ckb-IQ', 'ar-IQ'], ar: ['ar-IQ'], en: ['en-GB'], kmr: ['ku', 'tr'] };
const REGION_LOCALES: Record<string, string[]> = { ckb: ['ckb', 'ar'], ar: ['ar'], en: ['en'], kmr: ['ku', 'tr', 'en'] };
const SORANI_MONTHS = KURDISH_MONTHS.ckb;
const KURMANJI_MONTHS = KURDISH_MONTHS.kmr;
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

// Unicode's directional isolates: left to right, right to left, and their end.
const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';

const supports = (tag: string) => Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CaseFormat {
  locale: string;
  /** The language's direction: ckb and ar are written right to left. */
  direction: 'rtl' | 'ltr';
  /** A number or a count in the language's digits (Arabic-Indic in ckb and ar). */
  number(value: number): string;
  /**
   * A range of numbers ("1–6"), in the language's digits and isolated (U+2068 … U+2069) in the
   * language's direction, so that right to left its first number stands on the right whatever
   * surrounds it ("1-6" in Latin digits read "6-1" from the right).
   */
  range(from: number, to: number): string;
  /**
   * What separates parts written one after the other (a name and a date, a kind and a time):
   * the Arabic comma in ckb and ar, where "·" reads as the digit zero (٠); an em dash elsewhere.
   */
  separator: string;
  /** "from → to" as the language reads it: the arrow points the way the text runs (← right to left). */
  arrow: string;
  /** Parts joined by the separator. */
  joined(...parts: string[]): string;
  /** A calendar date (YYYY-MM-DD) as the language writes it; anything else as given. */
  date(iso: string): string;
  /** A moment (ISO timestamp) with its time, in the registry's zone (Asia/Baghdad); to the second for auditors. */
  dateTime(iso: string, options?: { seconds?: boolean }): string;
  /** A time of day (HH:MM, 24-hour) in the language's digits; anything else as given. */
  clock(hhmm: string): string;
  /** An ISO 3166-1 alpha-2 code as the country's name. */
  country(code: string): string;
}

/** The months' names in the language, January first (Kurdish composed as for dates: Chromium has no Kurdish data). */
export function monthNames(locale: string): readonly string[] {
  if (locale === 'ckb' && !supports('ckb')) return SORANI_MONTHS;
  if (locale === 'kmr' && !supports('ku')) return KURMANJI_MONTHS;
  const format = new Intl.DateTimeFormat(
    locale === 'en' ? 'en-GB' : locale === 'kmr' ? ['ku', 'tr'] : (NUMBER_LOCALES[locale] ?? ['en-GB']),
    { month: 'long', timeZone: 'UTC' },
  );
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
}

const formats = new Map<string, CaseFormat>();

export function caseFormat(locale: string): CaseFormat {
  const known = formats.get(locale);
  if (known) return known;
  const built = buildFormat(locale);
  formats.set(locale, built);
  return built;
}

function buildFormat(locale: string): CaseFormat {
  const numberFormat = new Intl.NumberFormat(NUMBER_LOCALES[locale] ?? NUMBER_LOCALES.ckb!, { maximumFractionDigits: 6 });
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames(REGION_LOCALES[locale] ?? ['en'], { type: 'region' });
  } catch {
    regions = null;
  }
  const ownMonths = locale === 'ckb' && !supports('ckb') ? SORANI_MONTHS : locale === 'kmr' && !supports('ku') ? KURMANJI_MONTHS : null;
  const dateFormat = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'kmr' ? ['ku', 'tr'] : NUMBER_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const direction = locale === 'ckb' || locale === 'ar' ? 'rtl' : 'ltr';
  const separator = direction === 'rtl' ? '، ' : ' — ';
  return {
    locale,
    direction,
    number: (value) => numberFormat.format(value),
    range: (from, to) => `${direction === 'rtl' ? RLI : LRI}${numberFormat.format(from)}–${numberFormat.format(to)}${PDI}`,
    separator,
    arrow: direction === 'rtl' ? '←' : '→',
    joined: (...parts) => parts.join(separator),
    date(iso) {
      const m = ISO_DATE.exec(iso);
      if (!m) return iso;
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      if (!ownMonths) return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
      const text = `${day} ${ownMonths[month - 1]} ${year}`;
      return locale === 'ckb' ? text.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]!) : text;
    },
    dateTime(iso, { seconds = false } = {}) {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return iso;
      const options: Intl.DateTimeFormatOptions = {
        dateStyle: 'medium',
        timeStyle: seconds ? 'medium' : 'short',
        timeZone: 'Asia/Baghdad',
      };
      if (!ownMonths)
        return new Intl.DateTimeFormat(
          locale === 'en' ? 'en-GB' : locale === 'kmr' ? ['ku', 'tr'] : NUMBER_LOCALES[locale],
          options,
        ).format(at);
      // British English lays out the parts (day month year, 24-hour time); the language's month names and digits replace them.
      const parts = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Baghdad',
      }).formatToParts(at);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      const text = `${Number(part('day'))} ${ownMonths[Number(part('month')) - 1]} ${part('year')}، ${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''}`;
      return locale === 'ckb' ? text.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)]!) : text.replace('، ', ', ');
    },
    clock: (hhmm) => (/^\d{2}:\d{2}$/.test(hhmm) ? hhmm.replace(/\d/g, (digit) => numberFormat.format(Number(digit))) : hhmm),
    country(code) {
      if (!/^[A-Z]{2}$/.test(code)) return code;
      try {
        return regions?.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}

export function useCaseFormat(): CaseFormat {
  const [locale] = useLocaleState();
  return useMemo(() => caseFormat(locale), [locale]);
}
