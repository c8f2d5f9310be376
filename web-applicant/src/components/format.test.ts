import { describe, expect, it } from 'vitest';
import { formatDate, formatDateWithNames, formatMoney, formatNumber, formatYear, LOCALE_FORMATS } from './format';

describe('format', () => {
  it('writes numbers with the digits of the language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(24, 'ckb')).toBe('٢٤');
    expect(formatNumber(24, 'ar')).toBe('٢٤');
    expect(formatNumber(1234567, 'kmr')).toBe('1.234.567');
  });

  it('shows amounts in IQD without fils', () => {
    expect(formatMoney(1_000_000, 'en')).toMatch(/^IQD\s1,000,000$/);
    expect(formatMoney(500_000.4, 'ckb')).toContain('٥٠٠٬٠٠٠');
  });

  it('formats dates for the language and gives nothing for an invalid date', () => {
    expect(formatDate('2025-03-21T12:00:00Z', 'en')).toBe('21 March 2025');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  // Node has Kurdish locale data and Chromium has not: the Kurdish languages never ask Intl for it,
  // so a page rendered on the server reads the same once the browser hydrates it.
  it('composes Kurdish dates from the CLDR names, in the registry time zone, whatever Intl knows', () => {
    expect(formatDate('2025-03-21T22:30:00Z', 'ckb')).toBe('٢٢ ئازار ٢٠٢٥');
    expect(formatDate('2025-03-21', 'kmr')).toBe('21 adar 2025');
    expect(formatNumber(1_000_000, 'ckb')).toBe('١٬٠٠٠٬٠٠٠');
    const nowruz = new Date('2025-03-21T10:30:00Z');
    expect(formatDateWithNames(nowruz, LOCALE_FORMATS.ckb, { dateStyle: 'long', timeZone: 'Asia/Baghdad' })).toBe('٢١ ئازار ٢٠٢٥');
    expect(formatDateWithNames(nowruz, LOCALE_FORMATS.ckb, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Baghdad' })).toBe(
      '٢١ ئازار ٢٠٢٥، ١٣:٣٠',
    );
    expect(formatDateWithNames(nowruz, LOCALE_FORMATS.kmr, { dateStyle: 'full', timeZone: 'Asia/Baghdad' })).toBe('în, 21 adar 2025');
    expect(formatDateWithNames(nowruz, LOCALE_FORMATS.ckb, { year: 'numeric' })).toBe('٢٠٢٥');
  });

  // Small whole numbers skip Intl (its number data is costly to load on a phone): each must still
  // be what Intl writes for the language, which the other numbers keep using.
  it('writes whole numbers below 1,000 as Intl does, without it', () => {
    for (const locale of ['ckb', 'en', 'ar', 'kmr'] as const) {
      const intl = new Intl.NumberFormat(LOCALE_FORMATS[locale].intl);
      for (let n = 0; n < 1000; n++) expect(formatNumber(n, locale), `${n} ${locale}`).toBe(intl.format(n));
      expect(formatNumber(1000, locale), locale).toBe(intl.format(1000));
      expect(formatNumber(2.5, locale), locale).toBe(intl.format(2.5));
    }
  });

  // The footer's year skips Intl (its time-zone data is costly to load on a phone): it must still
  // be the year formatDate gives, in Erbil, in each language's digits, on either side of New Year.
  it('gives the year in Erbil as formatDate does, without Intl', () => {
    for (const moment of ['2025-12-31T20:59:59Z', '2025-12-31T21:00:00Z', '2026-06-15T12:00:00Z', '2026-01-01T00:30:00+03:00'])
      for (const locale of ['ckb', 'en', 'ar', 'kmr'])
        expect(formatYear(moment, locale), `${moment} ${locale}`).toBe(formatDate(moment, locale, { year: 'numeric' }));
    expect(formatYear('2025-12-31T21:00:00Z', 'ckb')).toBe('٢٠٢٦');
    expect(formatYear('2025-12-31T20:59:59Z', 'en')).toBe('2025');
  });
});
