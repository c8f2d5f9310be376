import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raAr } from './ra-ar';
import { raCkb } from './ra-ckb';
import { raKmr } from './ra-kmr';

/** Every leaf key of a nested catalogue, dotted (`action.add_filter`). */
function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const valueAt = (node: object, key: string): unknown =>
  key.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), node);

// react-admin ships no ckb, ar or kmr: each of its English keys must be ours (issue 24 §5: 41 fell back to English).
const english = keysOf(englishMessages.ra);
const OWN = { ckb: raCkb, ar: raAr, kmr: raKmr } as const;

describe("react-admin's own texts", () => {
  it('are read from ra-language-english (a sanity check of the walk)', () => {
    expect(english.length).toBeGreaterThan(150);
  });

  it.each(Object.keys(OWN) as (keyof typeof OWN)[])('are all translated in %s', (locale) => {
    const missing = english.filter((key) => {
      const text = valueAt(OWN[locale], key);
      return typeof text !== 'string' || (text.trim() === '' && key !== 'boolean.null');
    });
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(OWN) as (keyof typeof OWN)[])('keep the placeholders of the English text in %s', (locale) => {
    const lost = english.flatMap((key) => {
      const text = valueAt(OWN[locale], key);
      if (typeof text !== 'string') return [];
      const wanted = new Set(String(valueAt(englishMessages.ra, key)).match(/%\{\w+\}/g) ?? []);
      return [...wanted].filter((placeholder) => !text.includes(placeholder)).map((placeholder) => `${key}: ${placeholder}`);
    });
    expect(lost).toEqual([]);
  });
});
