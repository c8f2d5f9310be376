import { describe, expect, it } from 'vitest';
import { caseFormat } from './case-format';

describe('caseFormat().clock', () => {
  it("writes a time of day in the language's digits", () => {
    expect(caseFormat('ckb').clock('08:30')).toBe('٠٨:٣٠');
    expect(caseFormat('ar').clock('16:45')).toBe('١٦:٤٥');
    expect(caseFormat('en').clock('08:30')).toBe('08:30');
  });

  it('leaves what is not a time as it is', () => {
    expect(caseFormat('ckb').clock('8.30')).toBe('8.30');
  });
});

describe("caseFormat(): numbers, ranges, separators and arrows in the reader's language", () => {
  it('writes numbers and counts in Arabic-Indic digits in ckb and ar, Latin ones in en and kmr', () => {
    expect(caseFormat('ckb').number(6)).toBe('٦');
    expect(caseFormat('ar').number(1234)).toBe('١٬٢٣٤');
    expect(caseFormat('en').number(1234)).toBe('1,234');
    expect(caseFormat('kmr').number(6)).toBe('6');
  });

  it('isolates a range in the direction of the language, so that right to left its first number is on the right', () => {
    expect(caseFormat('ckb').range(1, 6)).toBe('\u2067١–٦\u2069');
    expect(caseFormat('en').range(1, 6)).toBe('\u20661–6\u2069');
  });

  it('separates a name from a date by the Arabic comma in ckb and ar (a "·" reads as ٠), by an em dash in en and kmr', () => {
    expect(caseFormat('ckb').joined('ئاسۆ ڕەحیم', '٢٩ تشرینی دووەم')).toBe('ئاسۆ ڕەحیم، ٢٩ تشرینی دووەم');
    expect(caseFormat('ar').separator).toBe('، ');
    expect(caseFormat('en').joined('Asos Rahim', '29 Nov 2026')).toBe('Asos Rahim — 29 Nov 2026');
    for (const locale of ['ckb', 'ar', 'en', 'kmr']) expect(caseFormat(locale).separator).not.toContain('·');
  });

  it('points "from → to" the way the language is read', () => {
    expect(caseFormat('ckb').arrow).toBe('←');
    expect(caseFormat('ar').arrow).toBe('←');
    expect(caseFormat('en').arrow).toBe('→');
    expect(caseFormat('kmr').direction).toBe('ltr');
  });
});
