import { SECURITY_KINDS } from '@registry/domain/identity/security-kinds';
import { describe, expect, it } from 'vitest';
import { auditMessages, securityKindKey } from './messages';

const LOCALES = ['ckb', 'en', 'ar', 'kmr'] as const;
const lookup = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the security log in the four languages', () => {
  it.each(LOCALES)('names every kind the API writes or derives (%s)', (locale) => {
    const missing = SECURITY_KINDS.filter((kind) => typeof lookup(auditMessages[locale], securityKindKey(kind)) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('words the same detail values as English (%s)', (locale) => {
    const english = lookup(auditMessages.en, 'admin.security_values') as Record<string, Record<string, string>>;
    const paths = Object.entries(english).flatMap(([detail, values]) =>
      Object.keys(values).map((value) => `admin.security_values.${detail}.${value}`),
    );
    const missing = paths.filter((path) => typeof lookup(auditMessages[locale], path) !== 'string');
    expect(missing).toEqual([]);
  });
});
