/**
 * How well the examination judges word marks, measured as the trade-name engine is
 * (naming/similarity.spec.ts), over a table of mark pairs across scripts, spellings and classes.
 * The hit rate is the share of pairs whose verdict is the one expected; the decision rate the
 * share refused or not as expected. Both are in the tests' names and in docs/trademarks.md.
 */
import { describe, expect, it } from 'vitest';
import { detectScript } from '#src/trade-names/naming/name-key';
import { MARK_PAIRS, type ExpectedVerdict, type MarkPair } from './mark-pairs.fixture.js';
import { compareClasses } from './nice-coordination.js';
import { examineWordMark, heldName, wordMarkTexts } from './word-mark-conflicts.js';

const classesOf = (classes: readonly number[]) => (classes.length ? ` (${classes.join(', ')})` : ' (trade name)');
const label = (pair: MarkPair) =>
  `${wordMarkTexts(typeof pair.mark === 'string' ? { en: pair.mark } : pair.mark).join(' + ')}${classesOf(pair.classes)} / ${pair.held}${classesOf(pair.heldClasses)}`;

function verdictOf(pair: MarkPair): ExpectedVerdict {
  const wordMark = typeof pair.mark === 'string' ? { en: pair.mark } : pair.mark;
  const held = { kind: pair.kind, id: 'held', words: [heldName(pair.held)], classes: pair.heldClasses, status: 'reserved' as const };
  return examineWordMark({ wordMark, classes: pair.classes }, [held]).conflicts[0]?.verdict ?? 'none';
}

/** Pairs the engine judges otherwise, and why (docs/trade-name-matching.md, "Known limits"). */
const KNOWN_MISSES: Record<string, string> = {
  'Karwan (12) / Kamaran (12)': 'listed as similar (0.625): one consonant and a vowel apart',
  'Soran (3) / Sozan (3)': 'listed as similar (0.667): one consonant in three',
  'Golden Falcon (30) / الصقر الذهبي (30)': 'translations are not compared',
  'Hawler Honey (30) / هەنگوینی هەولێر (30)': 'half a translation: only Hawler meets',
  'Hawler (43) / Erbil (43)': 'two names of one city',
  'Dilan (25) / Dalan (25)': 'refused: skeletons ignore vowels',
};

const judged = MARK_PAIRS.map((pair) => ({ pair, label: label(pair), verdict: verdictOf(pair) }));
const hits = judged.filter((j) => j.verdict === j.pair.expected);
const decided = judged.filter((j) => (j.verdict === 'refuse') === (j.pair.expected === 'refuse'));
const percent = (n: number) => `${((100 * n) / judged.length).toFixed(1)}%`;

describe('word-mark examination: the table of mark pairs', () => {
  it(`given the table, then it holds at least 40 pairs (${MARK_PAIRS.length}) across scripts, relations and verdicts`, () => {
    expect(MARK_PAIRS.length).toBeGreaterThanOrEqual(40);
    const scripts = (p: MarkPair) => [...wordMarkTexts(typeof p.mark === 'string' ? { en: p.mark } : p.mark), p.held].map(detectScript);
    expect(MARK_PAIRS.filter((p) => new Set(scripts(p)).size > 1).length).toBeGreaterThanOrEqual(20);
    const relations = new Set(MARK_PAIRS.map((p) => compareClasses(p.classes, p.heldClasses).relation));
    expect([...relations].sort()).toEqual(['coordinated', 'same', 'unclassified', 'unrelated']);
    expect([...new Set(MARK_PAIRS.map((p) => p.expected))].sort()).toEqual(['none', 'refuse', 'similar', 'weak']);
    expect(new Set(judged.map((j) => j.label)).size).toBe(MARK_PAIRS.length);
  });

  it.each(judged.filter((j) => !(j.label in KNOWN_MISSES)).map((j) => [j.label, j.pair.expected, j.pair.note, j.verdict] as const))(
    'given "%s", when examined, then the verdict is %s (%s)',
    (pairLabel, expected, _note, verdict) => {
      expect({ pair: pairLabel, verdict }).toEqual({ pair: pairLabel, verdict: expected });
    },
  );

  it(`given the table, then ${hits.length}/${judged.length} verdicts (${percent(hits.length)}) and ${decided.length}/${judged.length} refusals or not (${percent(decided.length)}) are as expected; the misses are the known ones`, () => {
    const misses = judged.filter((j) => j.verdict !== j.pair.expected).map((j) => `${j.label}: ${j.verdict}, expected ${j.pair.expected}`);
    expect(misses.map((m) => m.slice(0, m.lastIndexOf(':')))).toEqual(Object.keys(KNOWN_MISSES));
    expect(hits.length / judged.length).toBeGreaterThanOrEqual(0.85);
    expect(decided.length / judged.length).toBeGreaterThanOrEqual(0.9);
  });
});
