import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MUST_MATCH, MUST_NOT_MATCH } from './name-pairs.fixture.js';
import { nameKeys } from './name-key.js';
import {
  CONFLICT_THRESHOLD,
  countBound,
  isConflict,
  isSimilar,
  letterBound,
  letterMask,
  matchLevel,
  SIMILAR_THRESHOLD,
  similarity,
  similarityTo,
  skeletonDistance,
} from './similarity.js';

const score = (a: string, b: string): number => similarity(nameKeys(a), nameKeys(b));

describe('similarity: names that must conflict', () => {
  it('given the table, then it holds at least 60 pairs', () => {
    expect(MUST_MATCH.length).toBeGreaterThanOrEqual(60);
  });

  it.each(MUST_MATCH)('given "%s" and "%s" (%s), when compared, then they conflict', (a, b) => {
    const s = score(a, b);
    expect({ a, b, s, conflict: isConflict(s) }).toEqual({ a, b, s, conflict: true });
  });
});

describe('similarity: names that must not conflict', () => {
  it('given the table, then it holds at least 30 pairs', () => {
    expect(MUST_NOT_MATCH.length).toBeGreaterThanOrEqual(30);
  });

  it.each(MUST_NOT_MATCH)('given "%s" and "%s" (%s), when compared, then they do not conflict', (a, b) => {
    const s = score(a, b);
    expect({ a, b, s, conflict: isConflict(s) }).toEqual({ a, b, s, conflict: false });
  });
});

describe('similarity: score levels', () => {
  it('given equal significant Latin keys, when compared, then the score is 1', () => {
    expect(score('Nawroz Trading Company', 'NAWROZ')).toBe(1);
    expect(score('Zagros Nawroz', 'Nawroz Zagros')).toBe(1);
  });

  it('given equal skeletons but different Latin keys, when compared, then the score is at least 0.95 and below 1', () => {
    const s = score('Nawroz', 'نوروز');
    expect(s).toBeGreaterThanOrEqual(0.95);
    expect(s).toBeLessThan(1);
  });

  it('given a distinctive word added to the same name, when compared, then the names are similar, not conflicting', () => {
    const s = score('Nawroz Zagros', 'Nawroz');
    expect(isSimilar(s)).toBe(true);
    expect(matchLevel(s)).toBe('similar');
  });

  it('given unrelated names, when compared, then they are not listed', () => {
    expect(matchLevel(score('Nawroz', 'Bestun'))).toBe('none');
  });

  it('given a generic-only name, when compared with anything, then the score is 0', () => {
    expect(score('Trading Company LLC', 'Trading Company LLC')).toBe(0);
    expect(score('شركة للتجارة', 'Nawroz')).toBe(0);
  });

  it('given the thresholds, then conflict is 0.85 and similar 0.6', () => {
    expect(CONFLICT_THRESHOLD).toBe(0.85);
    expect(SIMILAR_THRESHOLD).toBe(0.6);
    expect(isConflict(0.85)).toBe(true);
    expect(isConflict(0.8499)).toBe(false);
    expect(matchLevel(0.6)).toBe('similar');
    expect(matchLevel(0.5999)).toBe('none');
  });

  it('given keys read back from storage (latin and skeleton only), when compared, then the score is the same', () => {
    const a = nameKeys('شركة نوروز للتجارة');
    const b = nameKeys('Nawroz Hotel');
    expect(similarity({ latin: a.latin, skeleton: a.skeleton }, { latin: b.latin, skeleton: b.skeleton })).toBe(similarity(a, b));
  });
});

describe('similarity: properties', () => {
  it('given any two names, when compared, then the score is in [0, 1] and symmetric', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (a, b) => {
        const ab = score(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
        expect(score(b, a)).toBe(ab);
      }),
    );
  });

  it('given any name with a significant token, when compared with itself, then the score is 1', () => {
    const letters = fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyzئابپتجچحخدرڕزژسشعغفڤقکگلڵمنهەوۆیێ '));
    fc.assert(
      fc.property(
        fc.array(letters, { maxLength: 20 }).map((l) => l.join('')),
        (name) => {
          const keys = nameKeys(name);
          if (!keys.genericOnly) expect(similarity(keys, keys)).toBe(1);
        },
      ),
    );
  });
});

describe('similarityTo: a query scored against many names', () => {
  const syllable = fc.constantFrom(
    'ba',
    'ra',
    'zan',
    'go',
    'shi',
    'ko',
    'di',
    'lan',
    'ha',
    'war',
    'na',
    'roz',
    'gros',
    'ser',
    'wan',
    'de',
    'za',
    'hotel',
  );
  const word = fc.array(syllable, { minLength: 1, maxLength: 4 }).map((s) => s.join(''));
  const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));

  /** Another name, or a variant of the first: words joined, a letter changed, a word added. */
  const other = (a: string) =>
    fc.oneof(
      name,
      fc.constant(a.replace(' ', '')),
      fc
        .tuple(fc.nat(40), fc.constantFrom('a', 'k', 'z', 'r'))
        .map(([at, letter]) => a.slice(0, at % a.length) + letter + a.slice((at % a.length) + 1)),
      word.map((w) => `${a} ${w}`),
    );

  it('given a least score, when names are scored, then those reaching it get their exact score and the others stay below it', () => {
    const pair = name.chain((a) => other(a).map((b) => [a, b] as const));
    fc.assert(
      fc.property(pair, fc.constantFrom(0, SIMILAR_THRESHOLD, CONFLICT_THRESHOLD, 0.7), ([a, b], atLeast) => {
        const exact = score(a, b);
        const scored = similarityTo(nameKeys(a), atLeast)(nameKeys(b));
        if (exact >= atLeast) expect({ a, b, scored }).toEqual({ a, b, scored: exact });
        else expect(scored).toBeLessThan(atLeast);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('skeletonDistance', () => {
  it('given glides, near sounds and transpositions, when measured, then they cost as documented', () => {
    expect(skeletonDistance('mrym', 'mrm')).toBe(0.5);
    expect(skeletonDistance('rmdn', 'rmzn')).toBe(0.5);
    expect(skeletonDistance('krwn', 'krfn')).toBe(0.5);
    expect(skeletonDistance('abc', 'bac')).toBe(1);
    expect(skeletonDistance('brn', 'bhr')).toBe(2);
    expect(skeletonDistance('', 'nrz')).toBe(3);
  });
});

describe('skeletonDistance: the lower bounds that spare it', () => {
  // Letters with half-point edits (d z w f y) often, digits (which share count slots) now and then.
  const skeleton = fc.array(fc.constantFrom(...'dzwfybdkrnms0159'), { maxLength: 14 }).map((l) => l.join(''));

  it('given any two skeletons, when bounded by their letters or letter counts, then neither bound exceeds the distance', () => {
    fc.assert(
      fc.property(skeleton, skeleton, (a, b) => {
        const distance = skeletonDistance(a, b);
        expect(letterBound(letterMask(a), letterMask(b))).toBeLessThanOrEqual(distance);
        expect(countBound(a, b)).toBeLessThanOrEqual(distance);
      }),
      { numRuns: 3000 },
    );
  });

  it('given words that share few letters, when bounded, then the bounds are tight enough to set them apart', () => {
    expect(letterBound(letterMask('brzn'), letterMask('kmts'))).toBe(4);
    expect(countBound('nrzbnrz', 'nrzkml')).toBe(3.5);
    expect(countBound('wyw', '')).toBe(1.5);
  });
});
