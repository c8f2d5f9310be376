import type { Locale } from '../../i18n';

/**
 * How numbers and dates are written in each language. Intl knows `ckb` (Sorani) and `ku`
 * (Kurmanji in CLDR) in Node, but browsers ship a reduced ICU without them (Chromium falls back
 * to English). Then Sorani borrows the Iraqi Arabic digits (١٬٠٠٠٬٠٠٠, as on Iraqi documents)
 * and Kurmanji the Turkish grouping (1.000.000), and dates are written in figures, since the
 * fallback locale's month names would be in the wrong language.
 */
const FORMATS: Record<Locale, { preferred: string; fallback: string }> = {
  ckb: { preferred: 'ckb', fallback: 'ar-IQ' },
  en: { preferred: 'en', fallback: 'en' },
  ar: { preferred: 'ar-IQ', fallback: 'ar' },
  kmr: { preferred: 'ku', fallback: 'tr' },
};

type Supports = (tag: string) => boolean;
const intlSupports: Supports = (tag) => Intl.NumberFormat.supportedLocalesOf([tag]).length > 0 && Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;

/** The Intl tag to use for a language, and whether it is a stand-in (then dates are numeric). */
export function intlTagOf(lng: string, supports: Supports = intlSupports): { tag: string; standIn: boolean } {
  const format = FORMATS[lng as Locale];
  if (!format) return { tag: lng, standIn: false };
  return supports(format.preferred) ? { tag: format.preferred, standIn: false } : { tag: format.fallback, standIn: format.fallback !== format.preferred };
}

export const formatNumber = (value: number, lng: string, supports?: Supports): string =>
  new Intl.NumberFormat(intlTagOf(lng, supports).tag, { maximumFractionDigits: 0 }).format(value);

export function formatDate(value: Date, lng: string, supports?: Supports): string {
  const { tag, standIn } = intlTagOf(lng, supports);
  const options: Intl.DateTimeFormatOptions = standIn ? { year: 'numeric', month: '2-digit', day: '2-digit' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(tag, options).format(value);
}
