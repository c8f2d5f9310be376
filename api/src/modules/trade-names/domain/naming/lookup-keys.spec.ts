import fc from 'fast-check';
import { collapse, keyHash, queryKeys, storedKeys, type Reach } from './lookup-keys.js';
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
  const syllable = fc.constantFrom('ba', 'ra', 'zan', 'go', 'shi', 'ko', 'di', 'lan', 'ha', 'war', 'na', 'roz', 'gros', 'ser', 'wan', 'mal', 'tan', 'so', 'chi', 'nar', 'hel', 'lo', 'ji', 'van', 'pe', 'ya', 'mi', 'far', 'gul', 'stan', 'dal', 'ki', 'nu', 'bar', 'yo', 'fa', 'de', 'za');
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
      fc.property(name, fc.array(edit, { minLength: 1, maxLength: 2 }), fc.array(fc.constantFrom(5, 6, 7), { maxLength: 2 }), (original, edits, commons) => {
        // Common words on both names, then up to two edits of any kind on one of them.
        const base = edited(original, commons.map((kind) => ({ at: 0, kind, letter: 'a' })));
        const variant = edited(base, edits);
        const a = nameKeys(base);
        const b = nameKeys(variant);
        if (a.genericOnly || b.genericOnly || !isConflict(similarity(a, b)) || !reach(a.skeleton) || !reach(b.skeleton)) return;
        expect({ base, variant, found: found(variant, base) }).toEqual({ base, variant, found: true });
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 5000), seed: Number(process.env.PROP_SEED ?? 20261123) },
    );
  });
});
