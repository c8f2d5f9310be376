import { business, trademark, tradeName } from '@registry/domain/applications/rules/payloads.fixture';
import { LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { describe, expect, it } from 'vitest';
import { ar } from '#src/i18n/ar';
import { ckb } from '#src/i18n/ckb';
import { en } from '#src/i18n/en';
import { kmr } from '#src/i18n/kmr';

// Each language's own texts (no English fallback): a field the back office shows by its code
// ("Terms", "En", "Ckb" in issue 24 §5) must fail here.
const OWN: Record<Locale, { admin: { fields: Record<string, string> } }> = { ckb, en, ar, kmr };

/** Every key of a payload, nested objects and arrays of objects included. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

// The domain's valid payloads of each kind (its rules' test fixtures), never a hand list.
const payloadKeys = [...keysOf([tradeName(), business(), trademark()])].sort();

describe('field labels of the application pages', () => {
  it('walk the payloads', () => {
    expect(payloadKeys).toEqual(expect.arrayContaining(['name', 'partners', 'classes', 'terms', 'wordMark']));
  });

  it.each(LOCALES)('name every field of every kind in %s', (locale) => {
    const fields = OWN[locale].admin.fields;
    expect(payloadKeys.filter((key) => typeof fields[key] !== 'string' || fields[key]!.trim() === '')).toEqual([]);
  });
});
