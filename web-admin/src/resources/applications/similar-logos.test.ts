import { describe, expect, it } from 'vitest';
import type { CaseFileSimilarLogo } from '@registry/domain/applications/rules/case-file';
import { LOGO_BANDS } from '@registry/domain/trademarks/examination/index';
import { CASE_FILE_MESSAGES } from './messages';
import { similarLogoRows } from './similar-logos';
import { caseFormat } from './case-format';

const logo = (overrides: Partial<CaseFileSimilarLogo>): CaseFileSimilarLogo => ({
  id: 'stream-1',
  reference: 'TM-2026-000001',
  name: 'قەندیل',
  classes: [29, 30],
  status: 'reserved',
  logo: 'upload-1',
  distance: 1,
  similarity: 0.98,
  band: 'near',
  ...overrides,
});

describe('similarLogoRows', () => {
  it('keeps the API’s order (nearest first) with the logo to show, the mark, its classes and the similarity', () => {
    const rows = similarLogoRows([
      logo({}),
      logo({ id: 'stream-2', reference: undefined, distance: 10, similarity: 0.84, band: 'similar' }),
    ]);
    expect(rows).toEqual([
      {
        key: 'stream-1',
        logo: 'upload-1',
        name: 'قەندیل',
        reference: 'TM-2026-000001',
        classes: '29, 30',
        status: 'reserved',
        band: 'near',
        similarity: '0.98',
        distance: '1',
        bits: '64',
      },
      expect.objectContaining({ key: 'stream-2', reference: null, band: 'similar', similarity: '0.84', distance: '10' }),
    ]);
  });

  it('writes the numbers in the reader’s digits', () => {
    expect(similarLogoRows([logo({ distance: 5, similarity: 0.92 })], caseFormat('ckb'))![0]).toMatchObject({
      classes: '٢٩، ٣٠',
      similarity: '٠٫٩٢',
      distance: '٥',
      bits: '٦٤',
    });
  });

  it('tells "not compared" (null: no logo hash) from "none near" (an empty list)', () => {
    expect(similarLogoRows(null)).toBeNull();
    expect(similarLogoRows([])).toEqual([]);
  });
});

describe('the similar-logos panel’s labels', () => {
  const leaves = (node: unknown, prefix = ''): string[] =>
    node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
  const panel = (locale: keyof typeof CASE_FILE_MESSAGES) =>
    (CASE_FILE_MESSAGES[locale] as { admin: { similar_logos: Record<string, unknown> } }).admin.similar_logos;

  it('are the same keys in the four languages, each a text', () => {
    const en = leaves(panel('en')).sort();
    for (const locale of ['ckb', 'ar', 'kmr'] as const) expect(leaves(panel(locale)).sort()).toEqual(en);
    for (const locale of ['en', 'ckb', 'ar', 'kmr'] as const)
      for (const key of leaves(panel(locale)))
        expect(typeof key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], panel(locale))).toBe('string');
  });

  it('name every band listed and every status a held mark has', () => {
    const en = panel('en') as Record<string, Record<string, string>>;
    expect(Object.keys(en.bands!).sort()).toEqual(LOGO_BANDS.filter((b) => b !== 'distinct').sort());
    expect(Object.keys(en.statuses!).sort()).toEqual(['pending', 'reserved']);
  });
});
