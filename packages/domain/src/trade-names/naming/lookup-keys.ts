/**
 * Lookup keys: short strings stored beside each name (hashed, in a GIN-indexed array) so that the
 * names that could conflict with a new one are found by exact index lookups, not by scanning.
 *
 * A key is built from a skeleton (of one word, or of the whole name joined) after `collapse`,
 * which erases the differences `skeletonDistance` charges half a point for (d↔z, w↔f, glides w
 * and y). Longer skeletons also bring their deletion neighbours (one letter deleted from seven
 * letters on, two from fourteen), which meet whenever two skeletons are that many edits apart.
 * Skeletons of six letters or fewer, which score 0.85 only half a point apart, are keyed finer
 * (`fineKeys`: f kept), and short collapsed keys carry the skeleton's length (`keysOf`).
 *
 * Four families of keys:
 *   `<band>:<word>`       a word, tagged with the weight band of its whole name (a weighted Dice
 *                         score of t needs the lighter name to weigh t/(2−t) of the heavier).
 *                         Looked up only for a word that could carry a conflict alone ("Nawroz",
 *                         "Nawroz Hotel") or that is long enough to be rare. `<band>:^<fine>` for
 *                         a word of six letters or fewer, `<band>:<key>#<length>` for a short key.
 *   `p:<anchor>|<partner>` a short word with another word of its name: the partner's deletion
 *                         neighbours, or its length when it is long (seven letters or more). A
 *                         name of several words that conflicts shares two of them, one spelled
 *                         the same; short words, shared by thousands of names at a million, are
 *                         looked up only this way. A common partner's keys are marked
 *                         (`p:<anchor>|*<partner>`): the neighbours of the 0.6 floor of a pair with
 *                         a common word are looked up among them only.
 *   `j:<joined key>`      the whole name's skeleton joined (and joined in sorted order): meets
 *                         names written in a different number of words ("Nawroz Hotel" /
 *                         "Nawrozhotel"); `j:^<fine>` and `j:<key>#<length>` as for words.
 *   `=<latin>`            the Latin key joined: the same letters split differently.
 * A query's strong keys find every name it conflicts with (the property tests generate spelling
 * variants, half-point variants, Kurdish spellings and common words, and check); its weak keys (the
 * similar-names list) add single short words.
 * Pure TypeScript. See docs/trade-name-matching.md ("Finding candidates").
 */
import { COMMON_TOKEN_WEIGHT, CONFLICT_THRESHOLD, SIMILAR_THRESHOLD, type ComparableKeys } from './similarity.js';
import { addQueryPairKeys, addStoredPairKeys, eachPair, isSelective, weightedTokens, type WeightedToken } from './pair-keys.js';
import { keysOf } from './skeleton-keys.js';

export { collapse, conflictLengths, fineKeys, neighbourDepth } from './skeleton-keys.js';

/**
 * What a query must find: every name it could conflict with (the eligibility check), or also
 * every name merely similar to it (the "similar names" list).
 */
export type Reach = 'conflict' | 'similar';

/**
 * Weighted Dice ≥ t needs the lighter name to weigh at least t / (2 − t) of the heavier
 * (0.739 at the conflict threshold, 0.43 at the similar one). Bands are powers of BAND_RATIO.
 */
const THRESHOLD: Record<Reach, number> = { conflict: CONFLICT_THRESHOLD, similar: SIMILAR_THRESHOLD };
const WEIGHT_RATIO: Record<Reach, number> = {
  conflict: CONFLICT_THRESHOLD / (2 - CONFLICT_THRESHOLD),
  similar: SIMILAR_THRESHOLD / (2 - SIMILAR_THRESHOLD),
};
const BAND_RATIO = 1.35;

export function weightBand(weight: number): number {
  return Math.floor(Math.log(Math.max(weight, COMMON_TOKEN_WEIGHT) * 10) / Math.log(BAND_RATIO));
}

function addWholeNameKeys(keys: ComparableKeys, side: 'stored' | 'query', into: Set<string>): void {
  const latin = keys.latin.split(' ').filter(Boolean);
  const skeletons = keys.skeleton.split(' ').filter(Boolean);
  // The same letters written as one word or several ("Gros Haba" / "Groshaba") score 1.
  into.add(`=${latin.join('')}`);
  keysOf(skeletons.join(''), ['j:'], into, side);
  if (skeletons.length > 1) keysOf([...skeletons].sort().join(''), ['j:'], into, side);
}

/** The keys a claim or a legacy name carries: every word, every pair of words, the whole name. */
export function storedKeys(keys: ComparableKeys): string[] {
  const tokens = weightedTokens(keys);
  const result = new Set<string>();
  const band = [`${weightBand(tokens.reduce((sum, t) => sum + t.weight, 0))}:`];
  for (const token of tokens) {
    keysOf(token.skeleton, band, result, 'stored');
    keysOf(token.skeleton, band, result, 'plain');
  }
  eachPair(tokens, (anchor, partner) => addStoredPairKeys(anchor, partner, result));
  addWholeNameKeys(keys, 'stored', result);
  return [...result].sort();
}

/**
 * The weight bands a query's single word looks up: from the lightest name it could match (its
 * words might all meet common words: "Nu" and "Nuh") to the heaviest it could reach `reach`
 * with; when that word has to carry the match `alone`, to the heaviest name that word alone
 * could bring to the threshold (the word equal, and of weight 1, on the other side).
 */
function bandsFor(token: WeightedToken, tokens: readonly WeightedToken[], reach: Reach, alone: boolean): string[] {
  const total = tokens.reduce((sum, t) => sum + t.weight, 0);
  const ratio = WEIGHT_RATIO[reach];
  let heaviest = tokens.length / ratio;
  if (alone) heaviest = Math.min(heaviest, (token.weight + 1) / THRESHOLD[reach] - total);
  const bands: string[] = [];
  for (let b = weightBand(tokens.length * COMMON_TOKEN_WEIGHT * ratio); b <= weightBand(Math.max(heaviest, COMMON_TOKEN_WEIGHT)); b++)
    bands.push(`${b}:`);
  return bands;
}

/**
 * Whether a name sharing only this word with the query could still reach `threshold`: the word
 * matched at best (1 on both sides, the other name nothing else) against the query's whole weight.
 */
function carriesName(token: WeightedToken, tokens: readonly WeightedToken[], reach: Reach): boolean {
  const total = tokens.reduce((sum, t) => sum + t.weight, 0);
  return (token.weight + 1) / (total + 1) >= THRESHOLD[reach];
}

/**
 * The keys a query looks up, in two tiers.
 * `strong` finds every name that conflicts with it (see the property test): the whole name, the
 * words that could carry a conflict alone, every long word, and every pair of words (a name of
 * several words that conflicts shares at least two of them, one nearly equal).
 * `weak` (reach 'similar' only) adds the single words that can only make a name similar; the
 * register takes as many of those as room is left, unranked, so a one-word match shared by
 * thousands of names costs a short scan.
 */
export function queryKeys(keys: ComparableKeys, reach: Reach = 'conflict'): { strong: string[]; weak: string[] } {
  const tokens = weightedTokens(keys);
  const distinctive = tokens.filter((t) => t.weight === 1);
  const strong = new Set<string>();
  for (const token of tokens) {
    const alone = carriesName(token, tokens, 'conflict');
    const selective = isSelective(token) && (distinctive.length === 0 || token.weight === 1);
    if (alone || selective) {
      // A word looked up for being long is looked up in every band it could conflict in, not only
      // in those where it would carry the conflict alone ("Lanbababar Restaurant" meets
      // "Lanbababar Restaurant Hotel" through its long word only).
      keysOf(token.skeleton, bandsFor(token, tokens, 'conflict', alone && !selective), strong, 'query');
    }
  }
  const commonWords = tokens.length - distinctive.length;
  eachPair(tokens, (anchor, partner) => addQueryPairKeys(anchor, partner, commonWords, distinctive.length, strong));
  addWholeNameKeys(keys, 'query', strong);
  const weak = new Set<string>();
  if (reach === 'similar') {
    for (const token of distinctive.length > 0 ? distinctive : tokens) {
      if (carriesName(token, tokens, 'similar')) keysOf(token.skeleton, bandsFor(token, tokens, 'similar', true), weak, 'plain');
    }
    for (const key of strong) weak.delete(key);
  }
  return { strong: [...strong].sort(), weak: [...weak].sort() };
}

const utf8 = new TextEncoder();

/**
 * A key as stored: a 32-bit FNV-1a hash (signed, for PostgreSQL's int4 and intarray). Two keys
 * sharing a hash only add a candidate, which the similarity then scores: never a missed name.
 */
export function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  // Keys are ASCII (skeletons and Latin keys are), whose UTF-8 bytes are their char codes; the
  // encoder, a few hundred calls per query, is only needed otherwise.
  const bytes = /^[\x00-\x7f]*$/.test(key) ? undefined : utf8.encode(key);
  for (let i = 0, n = bytes ? bytes.length : key.length; i < n; i++) {
    hash ^= bytes ? bytes[i]! : key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

const hashes = (keys: Iterable<string>) => [...new Set([...keys].map(keyHash))].sort((a, b) => a - b);

/**
 * The version of the stored keys. Change it whenever what `storedHashes` returns for a name
 * changes: the API recomputes every stored name's keys when it starts on a database that holds
 * another version (trade-names/availability/lookup-keys-refresh.ts), and lookup-keys.version.spec
 * fails until it is changed.
 */
export const LOOKUP_KEYS_VERSION = 'finer-keys-1';

/** The hashed stored keys, sorted and distinct as intarray's operators want them. */
export function storedHashes(keys: ComparableKeys): number[] {
  return hashes(storedKeys(keys));
}

/** The hashed query keys of both tiers (see `queryKeys`). */
export function queryHashes(keys: ComparableKeys, reach: Reach = 'conflict'): { strong: number[]; weak: number[] } {
  const { strong, weak } = queryKeys(keys, reach);
  return { strong: hashes(strong), weak: hashes(weak) };
}
