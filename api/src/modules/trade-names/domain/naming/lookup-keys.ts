/**
 * Lookup keys: short strings stored beside each name (hashed, in a GIN-indexed array) so that the
 * names that could conflict with a new one are found by exact index lookups, not by scanning.
 *
 * A key is built from a skeleton (of one token, or of the whole name joined) after `collapse`,
 * which erases the differences `skeletonDistance` charges half a point for (d↔z, w↔f, glides w
 * and y). Longer skeletons also bring their deletion neighbours (one letter deleted from six
 * letters on, two from twelve), which meet whenever two skeletons are that many edits apart
 * (substitutions, insertions, deletions, transpositions): the most two skeletons can differ and
 * still score 0.85.
 *
 * Three families of keys:
 *   `<band>:<token key>`  a token, tagged with the weight band of its whole name. The similarity
 *                         is a weighted Dice score, so two names whose weights (distinctive words
 *                         1, common words 0.3) differ by more than a factor 1.35 cannot conflict
 *                         through their tokens; a query looks up only the bands it could conflict
 *                         with, counting each of its words as common or not. This keeps "every
 *                         name with the words Nawroz and Zagros" out of the way of a one-word
 *                         query "Nawroz".
 *   `j:<joined key>`      the whole name's skeleton joined (and joined in sorted order): meets
 *                         names written in a different number of words ("Nawroz Hotel" /
 *                         "Nawrozhotel").
 *   `=<latin>`            the Latin key joined: the same letters split differently.
 * Stored names carry the token keys of every token; a query looks up those of its distinctive
 * tokens (or, for a name of common words only, of those). Pure TypeScript.
 * See docs/trade-name-matching.md ("Finding candidates").
 */
import { isCommonToken } from './generic-words.js';
import { COMMON_TOKEN_WEIGHT, CONFLICT_THRESHOLD, SIMILAR_THRESHOLD, type ComparableKeys } from './similarity.js';

/**
 * How many letters may be deleted to make neighbour keys. Two skeletons score 0.85 only within
 * 0.15 × (the longer length) edits: one edit from seven letters, two from fourteen. The partner
 * may be longer by as many letters as there are edits, hence the margins (6 and 12).
 */
export function neighbourDepth(skeletonLength: number): number {
  return skeletonLength >= 12 ? 2 : skeletonLength >= 6 ? 1 : 0;
}

/** The skeleton with the half-point differences erased: d→z, and w, f and y dropped. */
export function collapse(skeleton: string): string {
  return skeleton.replace(/d/g, 'z').replace(/[wfy]/g, '');
}

/**
 * What a query must find: every name it could conflict with (the eligibility check), or also
 * every name merely similar to it (the "similar names" list).
 */
export type Reach = 'conflict' | 'similar';

/**
 * Weighted Dice ≥ t needs the lighter name to weigh at least t / (2 − t) of the heavier
 * (0.739 at the conflict threshold, 0.43 at the similar one). Bands are powers of BAND_RATIO.
 */
const WEIGHT_RATIO: Record<Reach, number> = {
  conflict: CONFLICT_THRESHOLD / (2 - CONFLICT_THRESHOLD),
  similar: SIMILAR_THRESHOLD / (2 - SIMILAR_THRESHOLD),
};
const BAND_RATIO = 1.35;

export function weightBand(weight: number): number {
  return Math.floor(Math.log(Math.max(weight, COMMON_TOKEN_WEIGHT) * 10) / Math.log(BAND_RATIO));
}

function keysOf(skeleton: string, prefixes: readonly string[], into: Set<string>): void {
  // Skeletons of glides only ("Ya", "Fafa") all meet under one key.
  let level = [collapse(skeleton) || '~'];
  const all = [level[0]!];
  for (let depth = neighbourDepth(skeleton.length); depth > 0; depth--) {
    const next = new Set<string>();
    for (const key of level) {
      for (let i = 0; i < key.length; i++) next.add(key.slice(0, i) + key.slice(i + 1));
    }
    next.delete('');
    level = [...next];
    all.push(...level);
  }
  for (const prefix of prefixes) for (const key of all) into.add(prefix + key);
}

/**
 * The keys of a name. `stored`: what a claim or a legacy name carries. `query`: what a new name
 * looks up to find every name within `reach` that shares a word or the whole (its common words
 * are left out when it has a distinctive one: a name sharing only common words with it scores
 * low). A merely similar name that shares no word-level key (two edits in a short word) is not
 * promised; a conflicting one is (see the property test).
 */
export function lookupKeys(keys: ComparableKeys, side: 'stored' | 'query', reach: Reach = 'conflict'): string[] {
  const latin = keys.latin.split(' ').filter(Boolean);
  const skeletons = keys.skeleton.split(' ').filter(Boolean);
  const tokens = skeletons.map((skeleton, i) => ({ skeleton, common: isCommonToken(latin[i] ?? skeleton, skeleton) }));
  const distinctive = tokens.filter((t) => !t.common);
  const result = new Set<string>();
  if (side === 'stored') {
    const weight = tokens.reduce((sum, t) => sum + (t.common ? COMMON_TOKEN_WEIGHT : 1), 0);
    const band = [`${weightBand(weight)}:`];
    for (const token of tokens) keysOf(token.skeleton, band, result);
  } else {
    // A common word can pair with a near spelling that is not common ("Nu" and "Nuh"), so the
    // query's weight is taken anywhere between all its words common and none.
    const bands: string[] = [];
    const lightest = tokens.length * COMMON_TOKEN_WEIGHT;
    const ratio = WEIGHT_RATIO[reach];
    for (let b = weightBand(lightest * ratio); b <= weightBand(tokens.length / ratio); b++) bands.push(`${b}:`);
    for (const token of distinctive.length > 0 ? distinctive : tokens) keysOf(token.skeleton, bands, result);
  }
  // The same letters written as one word or several ("Gros Haba" / "Groshaba") score 1.
  result.add(`=${latin.join('')}`);
  keysOf(skeletons.join(''), ['j:'], result);
  if (skeletons.length > 1) keysOf([...skeletons].sort().join(''), ['j:'], result);
  return [...result].sort();
}

/**
 * A key as stored: a 32-bit FNV-1a hash (signed, for PostgreSQL's int4 and intarray). Two keys
 * sharing a hash only add a candidate, which the similarity then scores: never a missed name.
 */
export function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(key)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The hashed keys, sorted and distinct as intarray's operators want them. */
export function lookupHashes(keys: ComparableKeys, side: 'stored' | 'query', reach: Reach = 'conflict'): number[] {
  return [...new Set(lookupKeys(keys, side, reach).map(keyHash))].sort((a, b) => a - b);
}
