import { describe, expect, it } from 'vitest';
import type { CaseFileExamination, CaseFileSignConflict } from '@registry/domain/applications/rules/case-file';
import { CLASS_RELATIONS } from '@registry/domain/trademarks/examination/index';
import { CASE_FILE_MESSAGES } from './messages';
import { wordMarkConflictRows } from './word-mark-conflicts';
import { caseFormat } from './case-format';

const conflict = (overrides: Partial<CaseFileSignConflict>): CaseFileSignConflict => ({
  id: 'stream-1',
  kind: 'mark',
  status: 'pending',
  name: 'بەختیار',
  matchedWith: 'Bakhtiyar',
  score: 1,
  exact: true,
  classes: [29],
  relation: 'same',
  sharedClasses: [29],
  coordinatedPairs: [],
  verdict: 'refuse',
  reason: 'trademark.same-class-mark',
  params: {},
  message: 'm',
  heldAtSubmission: true,
  ...overrides,
});
const examination = (conflicts: CaseFileSignConflict[]): CaseFileExamination => ({
  allowed: false,
  reasons: [],
  conflicts,
  similarLogos: null,
});

describe('wordMarkConflictRows', () => {
  it('lists refusals, then similar, then weak signs, and counts each', () => {
    const { rows, counts } = wordMarkConflictRows(
      examination([
        conflict({ id: 'w', verdict: 'weak', relation: 'unrelated', sharedClasses: [], classes: [13] }),
        conflict({ id: 's', verdict: 'similar', score: 0.7 }),
        conflict({ id: 'r', holder: 'stream-r', reference: 'TM-2026-000001' }),
      ]),
    );
    expect(rows.map((r) => [r.key, r.verdict])).toEqual([
      ['mark:r', 'refuse'],
      ['mark:s', 'similar'],
      ['mark:w', 'weak'],
    ]);
    expect(counts).toEqual({ refuse: 1, similar: 1, weak: 1 });
    expect(rows[0]).toMatchObject({ reference: 'TM-2026-000001', holder: 'stream-r', score: '1.00' });
    expect(rows[1]).toMatchObject({ score: '0.70', reference: null, holder: null });
  });

  it('writes where the classes meet: shared classes, coordinated pairs, or nothing for a trade name', () => {
    const { rows } = wordMarkConflictRows(
      examination([
        conflict({ id: 'a', classes: [29, 30], sharedClasses: [30] }),
        conflict({
          id: 'b',
          relation: 'coordinated',
          sharedClasses: [],
          coordinatedPairs: [
            [30, 29],
            [43, 29],
          ],
        }),
        conflict({ id: 'c', kind: 'trade_name', relation: 'unclassified', classes: [], sharedClasses: [] }),
      ]),
    );
    expect(rows.map((r) => [r.classes, r.meets])).toEqual([
      ['29, 30', '30'],
      ['29', '30 ↔ 29, 43 ↔ 29'],
      ['—', ''],
    ]);
  });

  it('writes classes, where they meet and the score in the reader’s digits', () => {
    const { rows } = wordMarkConflictRows(
      examination([conflict({ id: 'a', classes: [29, 30], sharedClasses: [30], score: 0.7 })]),
      caseFormat('ckb'),
    );
    expect(rows[0]).toMatchObject({ classes: '٢٩، ٣٠', meets: '٣٠', score: '٠٫٧٠' });
  });

  it('lists nothing for a mark that meets no sign', () => {
    expect(wordMarkConflictRows(examination([]))).toEqual({ rows: [], counts: { refuse: 0, similar: 0, weak: 0 } });
  });
});

describe('the word-mark panel’s labels', () => {
  const leaves = (node: unknown, prefix = ''): string[] =>
    node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
  const wordMark = (locale: keyof typeof CASE_FILE_MESSAGES) =>
    (CASE_FILE_MESSAGES[locale] as { admin: { word_mark: Record<string, unknown> } }).admin.word_mark;

  it('are the same keys in the four languages, each a text', () => {
    const en = leaves(wordMark('en')).sort();
    for (const locale of ['ckb', 'ar', 'kmr'] as const) expect(leaves(wordMark(locale)).sort()).toEqual(en);
    for (const locale of ['en', 'ckb', 'ar', 'kmr'] as const)
      for (const key of leaves(wordMark(locale)))
        expect(typeof key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], wordMark(locale))).toBe('string');
  });

  it('name every class relation, verdict, kind and status the examination gives', () => {
    const en = wordMark('en') as Record<string, Record<string, string>>;
    expect(Object.keys(en.relations!).sort()).toEqual([...CLASS_RELATIONS].sort());
    expect(Object.keys(en.verdicts!).sort()).toEqual(['refuse', 'similar', 'weak']);
    expect(Object.keys(en.kinds!).sort()).toEqual(['mark', 'trade_name']);
    expect(Object.keys(en.statuses!).sort()).toEqual(['granted', 'legacy', 'pending', 'registered', 'reserved']);
  });
});
