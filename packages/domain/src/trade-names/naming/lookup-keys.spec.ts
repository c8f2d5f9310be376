import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { collapse, conflictLengths, fineKeys, keyHash, queryKeys, storedKeys, type Reach } from './lookup-keys.js';
import { MUST_MATCH } from './name-pairs.fixture.js';
import { nameKeys } from './name-key.js';
import { isConflict, similarity } from './similarity.js';

/** Whether a query for `query` finds the stored name `stored` through the index. */
function found(query: string, stored: string, reach: Reach = 'conflict'): boolean {
  const { strong, weak } = queryKeys(nameKeys(query), reach);
  const wanted = new Set([...strong, ...weak]);
  return storedKeys(nameKeys(stored)).some((key) => wanted.has(key));
}

describe('lookup keys: collapse', () => {
  it('given skeletons that differ by half-point letters, when collapsed, then they are equal', () => {
    expect(collapse('zkrs')).toBe(collapse('dkrs'));
    expect(collapse('wrz')).toBe(collapse('frz'));
    expect(collapse('mrym')).toBe(collapse('mrm'));
  });
});

describe('lookup keys: fine keys and lengths', () => {
  it('given skeletons that differ by a half point, when their fine keys are made, then they share one; an f more is not a half point', () => {
    const share = (a: string, b: string) => fineKeys(a).some((k) => fineKeys(b).includes(k));
    expect(share('zkrs', 'dkrs')).toBe(true); // d↔z
    expect(share('wrz', 'frz')).toBe(true); // w↔f
    expect(share('mrym', 'mrm')).toBe(true); // a glide y
    expect(share('krwn', 'krn')).toBe(true); // a glide w
    expect(share('kwrwn', 'krn')).toBe(true); // two glides w (one script writes them, another not)
    expect(share('kfk', 'kk')).toBe(false); // an f inserted costs a full point
    expect(collapse('kfk')).toBe(collapse('kk')); // which the collapsed key does not tell
  });

  it('given a skeleton length, when the lengths of skeletons scoring 0.85 with it are listed, then they run from 0.7 × to ÷ 0.7', () => {
    expect(conflictLengths(2)).toEqual([2]);
    expect(conflictLengths(3)).toEqual([3, 4]);
    expect(conflictLengths(7)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(conflictLengths(10)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
  });
});

describe('lookup keys: every pair that must conflict is found', () => {
  it.each(MUST_MATCH)('given "%s" stored, when "%s" is looked up (%s), then it is a candidate, both ways', (a, b) => {
    expect({ a, b, found: found(b, a) && found(a, b) }).toEqual({ a, b, found: true });
  });
});

describe('lookup keys: names that share nothing', () => {
  it('given unrelated names, when looked up, then they are not candidates', () => {
    expect(found('Zagros Tower', 'Baran Restaurant')).toBe(false);
    expect(found('نەورۆز', 'Dilan')).toBe(false);
  });

  it('given a short word, when looked up alone, then words of the same consonants and an f more or less are not candidates', () => {
    // "Kafik" and "Kak" collapse alike (kfk, k → "k") but score far under 0.85.
    expect(similarity(nameKeys('Kafik'), nameKeys('Kak'))).toBeLessThan(0.85);
    expect(found('Kafik', 'Kak')).toBe(false);
    expect(found('Kafik', 'Kafiq')).toBe(true);
  });

  it('given a query with a distinctive word, when looked up, then names sharing only a common word are not candidates', () => {
    expect(found('Nawroz Hotel', 'Baran Hotel')).toBe(false);
  });

  it('given a one-word query, when looked up for conflicts, then longer names that share the word are left out; for similar names, they are found', () => {
    expect(similarity(nameKeys('Zagros'), nameKeys('Zagros Baran Tower'))).toBeLessThan(0.85);
    expect(found('Zagros', 'Zagros Baran Tower')).toBe(false);
    expect(found('Zagros', 'Zagros Bakery', 'similar')).toBe(true);
    expect(found('Zagros', 'Zagros Hotel')).toBe(true);
  });
});

describe('lookup keys: pairs with a common word', () => {
  it('given a name with a common word, when a near spelling of that word is looked up, then the name is a candidate, both ways', () => {
    for (const [a, b] of [
      ['Nawroz Hotel', 'Nawroz Rotel'],
      ['Far Kurdistan', 'Far Kurdistanahotel'], // a six-letter partner against a long one (its length)
      ['Babababashi Restaurant', 'Babababashi Restaurantahotel'],
    ] as const) {
      expect(similarity(nameKeys(a), nameKeys(b))).toBeGreaterThanOrEqual(0.85);
      expect({ a, b, found: found(a, b) && found(b, a) }).toEqual({ a, b, found: true });
    }
  });

  it('given the conflicts the property tests found missing (before these keys), when either name is looked up, then the other is a candidate', () => {
    for (const [a, b] of [
      ['Fafafa Fa', 'Lfafafa Fa'], // a word that collapses to nothing ("fff") against one letter more
      ['Ji Mall Kurdistan', 'Ji Mal Lkurdbstan'], // a common anchor ("mall") against a distinctive one ("mal") with a long partner
      ['Babafarfa New', 'Aabafarfa Naw'], // a common anchor against a distinctive one, a partner of five letters and few consonants
      ['Lanbababar Restaurant', 'Lanbababar Restaurant Hotel'], // a long word in every band it could conflict in
      ['Fafafafay Ray', 'Wsfwafafafay Ray'], // a long partner with glides against a short one
    ] as const) {
      expect(similarity(nameKeys(a), nameKeys(b))).toBeGreaterThanOrEqual(0.85);
      expect({ a, b, found: found(a, b) && found(b, a) }).toEqual({ a, b, found: true });
    }
  });
});

describe('lookup keys: hashes', () => {
  it('given keys, when hashed, then the hash is a stable signed 32-bit FNV-1a', () => {
    expect(keyHash('')).toBe(0x811c9dc5 | 0);
    expect(keyHash('a')).toBe(0xe40c292c | 0);
    expect(keyHash('4:nrz')).toBe(keyHash('4:nrz'));
    expect(keyHash('4:nrz')).not.toBe(keyHash('5:nrz'));
  });

  it('given a key with letters outside ASCII, when hashed, then its UTF-8 bytes are hashed', () => {
    const fnv = (bytes: Uint8Array) => bytes.reduce((hash, byte) => Math.imul(hash ^ byte, 0x01000193), 0x811c9dc5) | 0;
    for (const key of ['j:nrz', 'نوروز', 'şêrko', '4:zkrs😀']) expect(keyHash(key)).toBe(fnv(new TextEncoder().encode(key)));
  });
});

describe('lookup keys: property', () => {
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
    'mal',
    'tan',
    'so',
    'chi',
    'nar',
    'hel',
    'lo',
    'ji',
    'van',
    'pe',
    'ya',
    'mi',
    'far',
    'gul',
    'stan',
    'dal',
    'ki',
    'nu',
    'bar',
    'yo',
    'fa',
    'de',
    'za',
  );
  const word = fc.array(syllable, { minLength: 1, maxLength: 5 }).map((s) => s.join(''));
  const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
  const letter = fc.constantFrom(...'abdefghijklmnoprstuvwyz');
  /** One or two small edits of the kind spelling variants make. */
  const edited = (text: string, edits: { at: number; kind: number; letter: string }[]) =>
    edits.reduce((t, { at, kind, letter: l }) => {
      const i = at % Math.max(1, t.length);
      if (kind === 0) return t.slice(0, i) + l + t.slice(i + 1); // substitute
      if (kind === 1) return t.slice(0, i) + l + t.slice(i); // insert
      if (kind === 2) return t.slice(0, i) + t.slice(i + 1); // delete
      if (kind === 3) return t.slice(0, i) + t.slice(i + 1, i + 2) + t.slice(i, i + 1) + t.slice(i + 2); // transpose
      if (kind === 4) return t.replace(' ', ''); // join two words
      return `${t} ${['hotel', 'restaurant', 'kurdistan'][kind - 5]}`; // add a common word
    }, text);
  const edit = fc.record({ at: fc.nat(60), kind: fc.nat(7), letter });

  // The documented reach: up to two edits, i.e. skeletons of fewer than 21 letters (three edits
  // in 20 letters still score 0.85; such long names are found through a shared word only).
  const reach = (skeleton: string) => skeleton.replace(/ /g, '').length < 20;

  it('given a name and a spelling of it that conflicts, when the spelling is looked up, then the name is a candidate', () => {
    fc.assert(
      fc.property(
        name,
        fc.array(edit, { minLength: 1, maxLength: 2 }),
        fc.array(fc.constantFrom(5, 6, 7), { maxLength: 2 }),
        (original, edits, commons) => {
          // Common words on both names, then up to two edits of any kind on one of them.
          const base = edited(
            original,
            commons.map((kind) => ({ at: 0, kind, letter: 'a' })),
          );
          const variant = edited(base, edits);
          const a = nameKeys(base);
          const b = nameKeys(variant);
          if (a.genericOnly || b.genericOnly || !isConflict(similarity(a, b)) || !reach(a.skeleton) || !reach(b.skeleton)) return;
          expect({ base, variant, found: found(variant, base) }).toEqual({ base, variant, found: true });
        },
      ),
      { numRuns: Number(process.env.PROP_RUNS ?? 5000), seed: Number(process.env.PROP_SEED ?? 20261123) },
    );
  });

  // Spellings that differ by half points: a glide w or y added or dropped, d↔z, w↔v (f), with
  // words rich in them, and up to one other edit: what the fine keys (d→z, w→f, no y, w dropped)
  // and the length-tagged collapsed keys must still meet.
  const halfSyllable = fc.constantFrom(
    'fa',
    'va',
    'wa',
    'ya',
    'yo',
    'wi',
    'fi',
    'da',
    'za',
    'dîn',
    'zan',
    'wan',
    'fay',
    'kaw',
    'ray',
    'ko',
    'ri',
    'ba',
  );
  const halfName = fc
    .array(
      fc.array(halfSyllable, { minLength: 1, maxLength: 4 }).map((s) => s.join('')),
      { minLength: 1, maxLength: 3 },
    )
    .map((w) => w.join(' '));
  const halfEdit = fc.record({ at: fc.nat(60), kind: fc.nat(4), letter: fc.constantFrom('w', 'y', 'f') });
  const halfEdited = (text: string, edits: { at: number; kind: number; letter: string }[]) =>
    edits.reduce((t, { at, kind, letter: l }) => {
      const i = at % Math.max(1, t.length);
      if (kind === 0) return t.slice(0, i) + l + t.slice(i); // a glide (or an f) inserted
      if (kind === 1) return t.slice(0, i) + t.slice(i).replace(/[wy]/, ''); // a glide dropped
      if (kind === 2) return t.slice(0, i) + t.slice(i).replace(/[dz]/, (c) => (c === 'd' ? 'z' : 'd'));
      if (kind === 3) return t.slice(0, i) + t.slice(i).replace(/[wv]/, (c) => (c === 'w' ? 'v' : 'w'));
      return t.replace(' ', ''); // two words joined
    }, text);

  it('given a name and a spelling of it that differs by half points, when the spelling is looked up, then the name is a candidate', () => {
    fc.assert(
      fc.property(
        halfName,
        fc.array(halfEdit, { minLength: 1, maxLength: 3 }),
        fc.option(edit, { nil: undefined }),
        (base, halves, other) => {
          const variant = edited(halfEdited(base, halves), other ? [other] : []);
          const a = nameKeys(base);
          const b = nameKeys(variant);
          if (a.genericOnly || b.genericOnly || !isConflict(similarity(a, b)) || !reach(a.skeleton) || !reach(b.skeleton)) return;
          expect({ base, variant, found: found(variant, base) && found(base, variant) }).toEqual({ base, variant, found: true });
        },
      ),
      { numRuns: Number(process.env.PROP_RUNS ?? 5000), seed: Number(process.env.PROP_SEED ?? 20261124) },
    );
  });

  // The same name in Kurdish (Arabic-script) letters, where glides, vowels and digraphs are read by
  // other rules than in Latin ones: conflicts across scripts.
  const KURDISH: Record<string, string> = {
    a: 'ا',
    e: 'ە',
    i: 'ی',
    î: 'ی',
    o: 'ۆ',
    u: 'و',
    b: 'ب',
    d: 'د',
    f: 'ف',
    g: 'گ',
    h: 'ه',
    j: 'ج',
    k: 'ک',
    l: 'ل',
    m: 'م',
    n: 'ن',
    p: 'پ',
    q: 'ق',
    r: 'ر',
    s: 'س',
    t: 'ت',
    v: 'ڤ',
    w: 'و',
    x: 'خ',
    y: 'ی',
    z: 'ز',
    sh: 'ش',
    ch: 'چ',
    zh: 'ژ',
    gh: 'غ',
    kh: 'خ',
    c: 'ک',
  };
  const inKurdish = (text: string) =>
    text
      .split(' ')
      .map((w) => (/^[aeiouî]/.test(w) ? 'ئ' : '') + (w.match(/sh|ch|zh|gh|kh|./g) ?? []).map((l) => KURDISH[l] ?? '').join(''))
      .join(' ');

  it('given a name and a spelling of it in Kurdish letters that conflicts, when either is looked up, then the other is a candidate', () => {
    fc.assert(
      fc.property(fc.oneof(name, halfName), fc.array(edit, { maxLength: 1 }), (base, edits) => {
        const variant = inKurdish(edited(base, edits));
        const a = nameKeys(base);
        const b = nameKeys(variant);
        if (a.genericOnly || b.genericOnly || !isConflict(similarity(a, b)) || !reach(a.skeleton) || !reach(b.skeleton)) return;
        expect({ base, variant, found: found(variant, base) && found(base, variant) }).toEqual({ base, variant, found: true });
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 5000), seed: Number(process.env.PROP_SEED ?? 20261125) },
    );
  });

  // Names with a common word, short ones too, first or last, and a spelling with an edit inside it
  // (a near spelling of a common word, which is distinctive) or elsewhere: the pair keys of common
  // partners (marked) and of distinctive ones beside them (0.7).
  const commonWord = fc.constantFrom('hotel', 'bank', 'oil', 'new', 'star', 'market', 'kurdistan', 'restaurant', 'mall', 'center');
  const withCommon = fc
    .tuple(fc.array(word, { minLength: 1, maxLength: 2 }), fc.array(commonWord, { minLength: 1, maxLength: 2 }), fc.boolean())
    .map(([words, commons, first]) => (first ? [...commons, ...words] : [...words, ...commons]).join(' '));

  it('given a name with common words and a spelling of it that conflicts, when the spelling is looked up, then the name is a candidate', () => {
    fc.assert(
      fc.property(withCommon, fc.array(edit, { minLength: 1, maxLength: 2 }), (base, edits) => {
        const variant = edited(base, edits);
        const a = nameKeys(base);
        const b = nameKeys(variant);
        if (a.genericOnly || b.genericOnly || !isConflict(similarity(a, b)) || !reach(a.skeleton) || !reach(b.skeleton)) return;
        expect({ base, variant, found: found(variant, base) && found(base, variant) }).toEqual({ base, variant, found: true });
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 5000), seed: Number(process.env.PROP_SEED ?? 20261126) },
    );
  });
});
