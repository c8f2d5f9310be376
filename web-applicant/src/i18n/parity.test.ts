import { describe, expect, it } from 'vitest';
import { LOCALES } from './index';

/**
 * Every namespace (`src/i18n/locales` is `common`; `src/features/<feature>/locales` is the
 * feature's) must have exactly the same keys in all four languages and no empty text, so no
 * visitor ever sees a raw key or a fallback into another language.
 */
const files = import.meta.glob<Record<string, unknown>>('/src/**/locales/*.json', { eager: true, import: 'default' });

type Tree = Record<string, unknown>;

/** Every text with its dotted path; lists (read with `returnObjects`) count by index, so they must have the same length too. */
function leaves(tree: Tree | unknown[], prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, text] of leaves(value as Tree, path)) found.set(leaf, text);
    } else {
      found.set(path, value);
    }
  }
  return found;
}

// '/src/i18n/locales/en.json' → namespace 'i18n' (common), language 'en'; '/src/features/home/locales/en.json' → 'features/home'.
const namespaces = new Map<string, Map<string, Tree>>();
for (const [file, content] of Object.entries(files)) {
  const match = /^\/src\/(.+)\/locales\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, namespace, language] = match;
  if (!namespaces.has(namespace)) namespaces.set(namespace, new Map());
  namespaces.get(namespace)!.set(language, content as Tree);
}

describe('translations', () => {
  it('finds the shell namespace and at least one feature', () => {
    expect(namespaces.has('i18n')).toBe(true);
    expect([...namespaces.keys()].some((namespace) => namespace.startsWith('features/'))).toBe(true);
  });

  describe.each([...namespaces.keys()].sort())('%s', (namespace) => {
    const byLanguage = namespaces.get(namespace)!;

    it('has a file for each of the four languages and no other', () => {
      expect([...byLanguage.keys()].sort()).toEqual([...LOCALES].sort());
    });

    it('has the same keys in every language', () => {
      const reference = [...leaves(byLanguage.get('en') ?? {}).keys()].sort();
      for (const language of LOCALES) {
        const keys = [...leaves(byLanguage.get(language) ?? {}).keys()].sort();
        expect.soft(keys, `${namespace}/${language}.json`).toEqual(reference);
      }
    });

    it('has a non-empty text for every key', () => {
      for (const [language, tree] of byLanguage) {
        const empty = [...leaves(tree)].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
        expect.soft(empty, `${namespace}/${language}.json: keys without text`).toEqual([]);
      }
    });

    it('keeps the same {{placeholders}} in every language', () => {
      const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();
      const reference = leaves(byLanguage.get('en') ?? {});
      for (const language of LOCALES) {
        const tree = leaves(byLanguage.get(language) ?? {});
        for (const [key, text] of reference) {
          if (!tree.has(key)) continue;
          expect.soft(placeholders(tree.get(key)), `${namespace}/${language}.json: ${key}`).toEqual(placeholders(text));
        }
      }
    });
  });
});
