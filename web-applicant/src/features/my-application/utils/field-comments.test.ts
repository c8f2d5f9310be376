import { describe, expect, it } from 'vitest';
import { fieldCommentsOf } from './field-comments';

describe('the reviewer’s comments on the status page', () => {
  it('names each field by its label in the reader’s language, never by the API’s path', () => {
    const comments = {
      name: 'Write it in Kurdish letters',
      phone_number: 'This number does not answer',
      'contract.clauses.capital': 'In figures and in words',
    };
    for (const language of ['ckb', 'en', 'ar', 'kmr']) {
      const shown = fieldCommentsOf(comments, language);
      expect(shown.map((c) => c.comment)).toEqual(Object.values(comments));
      for (const c of shown) {
        expect(c.label).not.toBe(c.path);
        expect(c.label).not.toContain(`(${c.path})`);
        expect(c.label.trim()).not.toBe('');
      }
    }
    expect(fieldCommentsOf(comments, 'en').map((c) => c.label)).not.toEqual(fieldCommentsOf(comments, 'ckb').map((c) => c.label));
  });

  it('gives a list item’s field its item and position, in the page’s digits, and the name’s other spellings by language (issue 34 §5)', () => {
    const [upn, shares, english] = fieldCommentsOf(
      { 'shareholders[1].upn': 'Wrong number', 'shareholders[0].number_of_shares': 'Too many', 'locales.en': 'Misspelt' },
      'ckb',
    );
    expect(upn!.label).toBe('پشکداری ٢');
    expect(shares!.label).toBe('پشکداری ١: ژمارەی پشکەکان');
    expect(english!.label).toBe('ناو بە ئینگلیزی');
    for (const c of [upn, shares, english]) expect(c!.label).not.toMatch(/[a-z_]+[.[]|\]/);
  });
});
