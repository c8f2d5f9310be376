import { ActivitySearchIndex } from './activity-search.js';
import { ACTIVITY_SEARCH_PHRASES, PHRASE_TOP_N } from './activity-search-phrases.js';
import { loadIsicCatalogue } from './isic-catalogue.js';

/**
 * Issue 34 §7: the index over the real catalogue (the labels in four languages and the everyday
 * words, as ActivityRanking builds it from the table) against the table of multi-word searches.
 */
const index = new ActivitySearchIndex(
  loadIsicCatalogue().map((a) => ({
    id: a.id,
    level: a.level,
    position: a.position,
    selectable: a.selectable,
    labels: [a.labels.ckb, a.labels.en, a.labels.ar, a.labels.kmr].filter((l): l is string => !!l),
    synonyms: Object.values(a.synonyms).flat(),
  })),
);

describe('activity search: searches of several words (activity-search-phrases.ts)', () => {
  const results = ACTIVITY_SEARCH_PHRASES.map((row) => {
    const top = index
      .search(row.words, { selectable: true })
      .slice(0, PHRASE_TOP_N)
      .map((r) => r.id);
    return { ...row, top, hit: top.includes(row.expected) };
  });

  it(`finds the class among the first ${PHRASE_TOP_N} for at least 90% of the table, and never nothing`, () => {
    const hits = results.filter((r) => r.hit).length;
    const misses = results.filter((r) => !r.hit).map((r) => `${r.lang} ${r.words} → ${r.expected} (got ${r.top.join(', ') || 'nothing'})`);
    process.stdout.write(
      `activity search phrases: ${hits}/${results.length} find their class in the top ${PHRASE_TOP_N}${misses.length ? `; missed: ${misses.join('; ')}` : ''}\n`,
    );
    for (const lang of ['ckb', 'kmr', 'ar', 'en']) expect(results.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(10);
    expect(results.filter((r) => r.words.trim().includes(' ')).length).toBe(results.length);
    expect(results.filter((r) => !r.top.length).map((r) => r.words)).toEqual([]);
    expect(hits / results.length).toBeGreaterThanOrEqual(0.9);
  });
});
