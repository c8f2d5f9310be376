import { describe, expect, it } from 'vitest';
import { LOCALES } from '#src/shared/i18n/locale';
import { allMessages, translate } from '#src/shared/i18n/messages';
import { WordMarkMessages } from './messages.js';
import { WORD_MARK_REASON_CODES } from './word-mark-conflicts.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('word-mark examination messages', () => {
  it('defines every reason code the examination gives, and nothing else', () => {
    expect(Object.keys(WordMarkMessages).sort()).toEqual([...WORD_MARK_REASON_CODES].sort());
  });

  it.each([...WORD_MARK_REASON_CODES])('%s: has the four languages, the same parameters in each, in the right script', (code) => {
    const messages = allMessages().get(code)!;
    const expected = placeholders(messages.en);
    for (const locale of LOCALES) {
      expect(messages[locale].trim()).not.toBe('');
      expect({ locale, params: placeholders(messages[locale]) }).toEqual({ locale, params: expected });
    }
    const bare = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/\bNice\b/g, '');
    expect(bare(messages.ckb)).toMatch(/\p{Script=Arabic}/u);
    expect(bare(messages.ckb)).not.toMatch(/[A-Za-z]{2,}/);
    expect(bare(messages.ar)).not.toMatch(/[A-Za-z]{2,}/);
    expect(messages.ckb).not.toMatch(/[يكة]/); // Sorani spells ی ک ە, not the Arabic letters
    expect(bare(messages.kmr)).not.toMatch(/\p{Script=Arabic}/u);
  });

  it('fills in the signs and classes, a list joined in the reader’s way', () => {
    expect(translate('trademark.same-class-mark', 'en', { marks: ['Zagros', 'زاگرۆس'], classes: ['30'] })).toBe(
      'This mark is the same as or too similar to an earlier mark in the same Nice class (30): Zagros, زاگرۆس',
    );
    expect(translate('trademark.trade-name-conflict', 'ckb', { names: ['نەورۆز', 'Nawroz'] })).toContain('نەورۆز، Nawroz');
    expect(translate('trademark.generic-only', 'kmr', { field: 'Nîşan' })).toMatch(/^Nîşan: /);
  });

  it('writes the Nice classes in the reader’s digits, coordinated pairs too, and a mark’s own digits as typed (issue 35)', () => {
    const params = { marks: ['Zagros 2000'], classes: ['30'] };
    expect(translate('trademark.same-class-mark', 'ckb', params)).toBe(
      'ئەم نیشانەیە هەمان نیشانەی پێشووترە یان زۆر لێی دەچێت، لە هەمان پۆلی نیس (٣٠): Zagros 2000',
    );
    expect(translate('trademark.same-class-mark', 'ar', params)).toBe(
      'هذه العلامة مطابقة لعلامة سابقة أو مشابهة لها جداً في فئة نيس نفسها (٣٠): Zagros 2000',
    );
    expect(translate('trademark.related-class-mark', 'ckb', { marks: ['Zagros'], classes: ['9 ↔ 42', '30 ↔ 29'] })).toContain(
      '(٩ ↔ ٤٢، ٣٠ ↔ ٢٩)',
    );
    expect(translate('trademark.related-class-mark', 'ar', { marks: ['Zagros'], classes: ['9 ↔ 42'] })).toContain('(٩ ↔ ٤٢)');
    expect(translate('trademark.unrelated-class', 'ar', { names: ['Zagros'], classes: ['29', '30'] })).toContain('(٢٩، ٣٠)');
    expect(translate('trademark.unrelated-class', 'en', { names: ['Zagros'], classes: ['9 ↔ 42'] })).toContain('(9 ↔ 42)');
  });
});
