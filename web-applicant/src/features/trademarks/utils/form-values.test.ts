import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, emptyTrademark, formPathOf, readDraft, toPayload, writeDraft } from './form-values';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('trademark form values', () => {
  it('builds the API payload: terms one per line, digits as numbers, blanks left out', () => {
    const values = {
      ...emptyTrademark('a@example.org'),
      wordMark: { ckb: ' زاگرۆس ', en: 'Zagros', ar: '' },
      classes: [{ classNumber: '٣٠', terms: 'tea\n\n coffee \n' }],
      owner: { type: 'natural' as const, upn: '1198604170013', company_name: 'ignored', uen: '' },
      phone_number: '0750 123-4567',
    };
    expect(toPayload(values)).toEqual({
      wordMark: { ckb: 'زاگرۆس', en: 'Zagros', ar: undefined },
      classes: [{ classNumber: 30, terms: ['tea', 'coffee'] }],
      owner: { type: 'natural', upn: '1198604170013' },
      email: 'a@example.org',
      phone_number: '07501234567',
    });
  });

  it('puts a term problem at its class box', () => {
    expect(formPathOf('classes[1].terms[2]')).toBe('classes.1.terms');
    expect(formPathOf('classes[0].classNumber')).toBe('classes.0.classNumber');
    expect(formPathOf('wordMark.en')).toBe('wordMark.en');
  });

  it('keeps a draft and reads back only what the form has', () => {
    const storage = memory();
    const draft = { ...emptyTrademark('a@example.org'), wordMark: { ckb: 'زاگرۆس', en: '', ar: '' } };
    writeDraft(draft, storage);
    expect(readDraft(storage)).toEqual(draft);
    storage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, extra: 1, classes: [{ classNumber: 30, terms: 'tea' }] }));
    expect(readDraft(storage)?.classes).toEqual([{ classNumber: '30', terms: 'tea' }]);
    storage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft(storage)).toBeUndefined();
  });
});
