import { describe, expect, it } from 'vitest';
import '#src/applications/rules/messages';
import '#src/trademarks/examination/messages';
import { formatDate, formatDateTime, formatNumber, formatParameter } from './format.js';
import { translate } from './messages.js';

describe('numbers and dates in a message, in the reader’s digits', () => {
  const params = { field: 'F', months: 6, earliestExpiry: '2027-03-21' };

  it('writes them in Arabic-Indic digits and Sorani months in Central Kurdish', () => {
    const text = translate('document.validity-too-short', 'ckb', params);
    expect(text).toBe('F: بەڵگەنامەکە دەبێت لانیکەم ٦ مانگی تر کارا بێت (تا ٢١ ئازار ٢٠٢٧ یان دواتر)');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('writes them in Arabic-Indic digits and Iraqi months in Arabic', () => {
    const text = translate('document.validity-too-short', 'ar', params);
    expect(text).toBe('F: يجب أن تكون الوثيقة صالحة لمدة ٦ أشهر على الأقل (حتى ٢١ آذار ٢٠٢٧ أو بعده)');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('writes them in Latin digits and English months in English', () => {
    expect(translate('document.validity-too-short', 'en', params)).toBe(
      'F: the document must have at least 6 months of validity (until 21 March 2027 or later)',
    );
  });

  it('writes them in Latin digits and Kurmanji months in Kurmanji', () => {
    expect(translate('document.validity-too-short', 'kmr', params)).toBe(
      'F: divê belge herî kêm 6 mehên din derbasdar be (heta 21 adar 2027 an paşê)',
    );
  });

  it('groups large numbers and keeps two decimals at most, in each language', () => {
    expect(formatNumber(1250000, 'ckb')).toBe('١٬٢٥٠٬٠٠٠');
    expect(formatNumber(1250000, 'ar')).toBe('١٬٢٥٠٬٠٠٠');
    expect(formatNumber(1250000, 'en')).toBe('1,250,000');
    expect(formatNumber(1250000, 'kmr')).toBe('1.250.000');
    expect(formatNumber(33.3333, 'en')).toBe('33.33');
    expect(formatNumber(33.3333, 'ckb')).toBe('٣٣٫٣٣');
  });

  it('formats each number of a list and joins it with the language’s comma', () => {
    expect(translate('trademark.same-class-mark', 'ckb', { marks: ['Zagros'], classes: [29, 30] })).toContain('٢٩، ٣٠');
    expect(translate('trademark.same-class-mark', 'en', { marks: ['Zagros'], classes: [29, 30] })).toContain('(29, 30)');
  });

  it('writes a moment in the registry’s zone (Asia/Baghdad, UTC+3)', () => {
    expect(formatDateTime('2027-03-21T21:30:00Z', 'ckb')).toBe('٢٢ ئازار ٢٠٢٧، ٠٠:٣٠');
    expect(formatDateTime('2027-03-21T21:30:00Z', 'en')).toBe('22 March 2027, 00:30');
    expect(formatDateTime('2027-03-21T21:30:00.123+00:00', 'ar')).toBe('٢٢ آذار ٢٠٢٧، ٠٠:٣٠');
  });

  it('leaves any other text as typed: a reference, a code, a name, an impossible date', () => {
    for (const text of ['TN-2027-000123', '0012', 'Zagros 2000', '2027-02-30', '2027-03-21x']) {
      expect(formatParameter(text, 'ckb')).toBe(text);
    }
    expect(formatDate('2027-02-30', 'ar')).toBe('2027-02-30');
  });
});
