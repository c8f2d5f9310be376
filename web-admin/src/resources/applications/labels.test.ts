import { business, trademark, tradeName } from '@registry/domain/applications/rules/payloads.fixture';
import { LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { describe, expect, it } from 'vitest';
import { ar } from '#src/i18n/ar';
import { ckb } from '#src/i18n/ckb';
import { en } from '#src/i18n/en';
import { kmr } from '#src/i18n/kmr';
import { actorText, staffNamesById } from './labels';

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

describe("who acted, while the staff's names load", () => {
  // The Kurdish catalogue's own words, looked up by key as react-admin's translate does.
  const translate = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ckb) as string;
  const id = '2932738e-0000-4000-8000-000000000000';
  const actor = { kind: 'staff', id };

  it('reads "staff member" alone while loading, never the id', () => {
    const text = actorText(translate, actor, staffNamesById(translate, [id], undefined, true));
    expect(text).toBe(ckb.admin.history.staff);
    expect(text).not.toMatch(/[A-Za-z0-9]/);
  });

  it('reads the name once loaded, and the id only for a member without one', () => {
    expect(actorText(translate, actor, staffNamesById(translate, [id], [{ id, name: 'هێمن ئەحمەد' }], false))).toBe('هێمن ئەحمەد');
    expect(actorText(translate, actor, staffNamesById(translate, [id], [], false))).toBe(`${ckb.admin.history.staff} 2932738e`);
  });
});
