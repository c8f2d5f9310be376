/**
 * Lookup keys: short strings stored beside each name (hashed, in a GIN-indexed array) so that the
 * names that could conflict with a new one are found by exact index lookups, not by scanning.
 *
 * A key is built from a skeleton (of one word, or of the whole name joined) after `collapse`,
 * which erases the differences `skeletonDistance` charges half a point for (d↔z, w↔f, glides w
 * and y). Longer skeletons also bring their deletion neighbours (one letter deleted from seven
 * letters on, two from fourteen), which meet whenever two skeletons are that many edits apart.
 *
 * Four families of keys:
 *   `<band>:<word>`       a word, tagged with the weight band of its whole name (a weighted Dice
 *                         score of t needs the lighter name to weigh t/(2−t) of the heavier).
 *                         Looked up only for a word that could carry a conflict alone ("Nawroz",
 *                         "Nawroz Hotel") or that is long enough to be rare.
 *   `p:<anchor>|<partner>` a short word with another word of its name: the partner's deletion
 *                         neighbours, or its length when it is long. A name of several words that
 *                         conflicts shares two of them, one spelled the same; short words, shared
 *                         by thousands of names at a million, are looked up only this way.
 *   `j:<joined key>`      the whole name's skeleton joined (and joined in sorted order): meets
 *                         names written in a different number of words ("Nawroz Hotel" /
 *                         "Nawrozhotel").
 *   `=<latin>`            the Latin key joined: the same letters split differently.
 * A query's strong keys find every name it conflicts with (the property test generates spelling
 * variants and checks); its weak keys (the similar-names list) add single short words.
 * Pure TypeScript. See docs/trade-name-matching.md ("Finding candidates").
 */
import { commonSkeletons, isCommonToken } from './generic-words.js';
import { COMMON_TOKEN_WEIGHT, CONFLICT_THRESHOLD, SIMILAR_THRESHOLD, skeletonRatio, type ComparableKeys } from './similarity.js';

/**
 * How many letters may be deleted to make neighbour keys. Two skeletons score 0.85 only within
 * 0.15 × (the longer length) edits: one edit from seven letters, two from fourteen. Each side
 * deletes by its own length: a letter one name has and the other lacks is deleted from the
 * longer one, which is the one long enough to afford it.
 */
export function neighbourDepth(skeletonLength: number): number {
  return skeletonLength >= 14 ? 2 : skeletonLength >= 7 ? 1 : 0;
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
const THRESHOLD: Record<Reach, number> = { conflict: CONFLICT_THRESHOLD, similar: SIMILAR_THRESHOLD };
const WEIGHT_RATIO: Record<Reach, number> = {
  conflict: CONFLICT_THRESHOLD / (2 - CONFLICT_THRESHOLD),
  similar: SIMILAR_THRESHOLD / (2 - SIMILAR_THRESHOLD),
};
const BAND_RATIO = 1.35;

export function weightBand(weight: number): number {
  return Math.floor(Math.log(Math.max(weight, COMMON_TOKEN_WEIGHT) * 10) / Math.log(BAND_RATIO));
}

/** The key and every key made by deleting up to `depth` letters. */
function deletions(key: string, depth: number): string[] {
  let level = [key];
  const all = [key];
  for (let d = depth; d > 0; d--) {
    const next = new Set<string>();
    for (const k of level) for (let i = 0; i < k.length; i++) next.add(k.slice(0, i) + k.slice(i + 1));
    next.delete('');
    level = [...next];
    all.push(...level);
  }
  return all;
}

/** A skeleton's key and its deletion neighbours, under each prefix. */
function keysOf(skeleton: string, prefixes: readonly string[], into: Set<string>): void {
  // Skeletons of glides only ("Ya", "Fafa") all meet under one key.
  const all = deletions(collapse(skeleton) || '~', neighbourDepth(skeleton.length));
  for (const prefix of prefixes) for (const key of all) into.add(prefix + key);
}

interface WeightedToken {
  readonly skeleton: string;
  readonly collapsed: string;
  readonly weight: number;
}

function weightedTokens(keys: ComparableKeys): WeightedToken[] {
  const latin = keys.latin.split(' ').filter(Boolean);
  return keys.skeleton
    .split(' ')
    .filter(Boolean)
    .map((skeleton, i) => ({
      skeleton,
      collapsed: collapse(skeleton) || '~',
      weight: isCommonToken(latin[i] ?? skeleton, skeleton) ? COMMON_TOKEN_WEIGHT : 1,
    }));
}

/**
 * A token of six letters or more (after `collapse`) is rare enough that its own keys make a short
 * list; a shorter one ("gk", "nrz") is shared by thousands of names at a million, so it is looked
 * up only in a pair with another word of the name.
 */
const SELECTIVE_LENGTH = 6;

/**
 * How many edits a word may be from its partner and still pair at 0.7, the least a second word
 * must score for a two-word name to conflict when the first is equal: one from four letters, two
 * from seven.
 */
function pairDepth(skeletonLength: number): number {
  return skeletonLength >= 7 ? 2 : skeletonLength >= 4 ? 1 : 0;
}

/**
 * A common word ("hotel") weighs 0.3, so a name pairing it with a near spelling that is not
 * common ("rotel") loses little: such a pair counts from the 0.6 floor of a word pair, and a
 * partner that is, or is near, a common word brings the neighbours down to that floor (one from
 * three letters, two from five), on both sides.
 */
function commonPartnerDepth(skeletonLength: number): number {
  return Math.min(2, Math.floor(skeletonLength * (1 - PAIR_FLOOR)));
}
const PAIR_FLOOR = 0.6;

/**
 * When the only words two names share as spelled are common ones, the distinctive words must
 * still score about 0.85 − 0.07 per common word (0.78 with one, 0.71 with two; 0.07 allows for
 * the other name weighing its near spelling as common), so a common anchor ("hotel") looks up
 * fewer of its partner's neighbours: none for a four-letter partner beside one common word.
 */
function commonAnchorDepth(skeletonLength: number, commonWords: number): number {
  const least = CONFLICT_THRESHOLD - 0.07 * commonWords;
  let depth = 0;
  while (depth < pairDepth(skeletonLength) && 1 - (depth + 1) / skeletonLength >= least) depth++;
  return depth;
}

const nearCommon = new Map<string, boolean>();
/** Whether a word is a common word or could pair with one (a spelling of "hotel" such as "rotel"). */
function isNearCommon(token: WeightedToken): boolean {
  if (token.weight !== 1) return true;
  let near = nearCommon.get(token.skeleton);
  if (near === undefined) {
    near = [...commonSkeletons()].some((common) => skeletonRatio(token.skeleton, common) >= PAIR_FLOOR);
    if (nearCommon.size > 100_000) nearCommon.clear();
    nearCommon.set(token.skeleton, near);
  }
  return near;
}
const partnerDepth = (partner: WeightedToken) =>
  isNearCommon(partner) ? Math.max(pairDepth(partner.skeleton.length), commonPartnerDepth(partner.skeleton.length)) : pairDepth(partner.skeleton.length);
const pairKey = (anchor: string, partner: string) => `p:${anchor}|${partner}`;
/** Whether a word's own keys make a short list (else it is looked up as an anchor of pairs). */
const isSelective = (token: WeightedToken) => token.collapsed.length >= SELECTIVE_LENGTH;
/**
 * A partner this long is keyed by its length: its neighbours would be too many. A common anchor
 * ("hotel") with a length is not rare, so there only partners too long to be common are.
 */
const longPartnerLength = (anchor: WeightedToken) => (anchor.weight === 1 ? SELECTIVE_LENGTH : 9);

/**
 * Keys of a short word (the anchor, spelled the same in both names) together with another word of
 * the name (the partner, perhaps spelled differently). A short partner brings its deletion
 * neighbours (`pairDepth`); a long one only its length, because one Latin letter can move a long
 * skeleton three edits ("malshi" / "malsmhi"), and the anchor with a length is rare enough.
 */
function addStoredPairKeys(anchor: WeightedToken, partner: WeightedToken, into: Set<string>): void {
  if (isSelective(anchor)) return;
  if (partner.skeleton.length >= longPartnerLength(anchor)) {
    into.add(pairKey(anchor.collapsed, `#${partner.skeleton.length}`));
    return;
  }
  const depth = anchor.weight === 1 || partner.weight !== 1 ? partnerDepth(partner) : pairDepth(partner.skeleton.length);
  for (const key of partnerKeys(anchor, partner, depth)) into.add(pairKey(anchor.collapsed, key));
}

/**
 * What a query's pair looks up: the partner's neighbours for short stored partners, and every
 * length a long stored partner scoring 0.7 with it could have.
 */
function addQueryPairKeys(anchor: WeightedToken, partner: WeightedToken, commonWords: number, distinctiveWords: number, into: Set<string>): void {
  if (isSelective(anchor)) return;
  // Beside a common anchor, a near spelling of a common word counts as distinctive: both words
  // weighing 0.3 on the other side would make it a name of common words only.
  const depth =
    anchor.weight === 1 || distinctiveWords === 0 || partner.weight !== 1 ? partnerDepth(partner) : commonAnchorDepth(partner.skeleton.length, commonWords);
  for (const key of partnerKeys(anchor, partner, depth)) into.add(pairKey(anchor.collapsed, key));
  // Words scoring 0.7 are within 0.3 of the longer's length in edits, so within 0.43 of this one's.
  const length = partner.skeleton.length;
  const spread = Math.ceil(0.43 * length);
  for (let l = Math.max(longPartnerLength(anchor), length - spread); l <= length + spread; l++) into.add(pairKey(anchor.collapsed, `#${l}`));
}

/**
 * The partner's key and neighbours. Beside a common anchor, neighbours of fewer than three letters
 * are left out: "hotel" with any two letters is shared by thousands of names, and a distinctive
 * word that close to another scores below what a name carried by a common word needs.
 */
function partnerKeys(anchor: WeightedToken, partner: WeightedToken, depth: number): string[] {
  const keys = deletions(partner.collapsed, depth);
  return anchor.weight === 1 ? keys : keys.filter((key, i) => i === 0 || key.length >= 3);
}

function eachPair(tokens: readonly WeightedToken[], add: (anchor: WeightedToken, partner: WeightedToken) => void): void {
  tokens.forEach((anchor, i) => tokens.forEach((partner, j) => i !== j && add(anchor, partner)));
}

function addWholeNameKeys(keys: ComparableKeys, into: Set<string>): void {
  const latin = keys.latin.split(' ').filter(Boolean);
  const skeletons = keys.skeleton.split(' ').filter(Boolean);
  // The same letters written as one word or several ("Gros Haba" / "Groshaba") score 1.
  into.add(`=${latin.join('')}`);
  keysOf(skeletons.join(''), ['j:'], into);
  if (skeletons.length > 1) keysOf([...skeletons].sort().join(''), ['j:'], into);
}

/** The keys a claim or a legacy name carries: every word, every pair of words, the whole name. */
export function storedKeys(keys: ComparableKeys): string[] {
  const tokens = weightedTokens(keys);
  const result = new Set<string>();
  const band = [`${weightBand(tokens.reduce((sum, t) => sum + t.weight, 0))}:`];
  for (const token of tokens) keysOf(token.skeleton, band, result);
  eachPair(tokens, (anchor, partner) => addStoredPairKeys(anchor, partner, result));
  addWholeNameKeys(keys, result);
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
  for (let b = weightBand(tokens.length * COMMON_TOKEN_WEIGHT * ratio); b <= weightBand(Math.max(heaviest, COMMON_TOKEN_WEIGHT)); b++) bands.push(`${b}:`);
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
    if (alone || (isSelective(token) && (distinctive.length === 0 || token.weight === 1))) {
      keysOf(token.skeleton, bandsFor(token, tokens, 'conflict', alone), strong);
    }
  }
  const commonWords = tokens.length - distinctive.length;
  eachPair(tokens, (anchor, partner) => addQueryPairKeys(anchor, partner, commonWords, distinctive.length, strong));
  addWholeNameKeys(keys, strong);
  const weak = new Set<string>();
  if (reach === 'similar') {
    for (const token of distinctive.length > 0 ? distinctive : tokens) {
      if (carriesName(token, tokens, 'similar')) keysOf(token.skeleton, bandsFor(token, tokens, 'similar', true), weak);
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

/** The hashed stored keys, sorted and distinct as intarray's operators want them. */
export function storedHashes(keys: ComparableKeys): number[] {
  return hashes(storedKeys(keys));
}

/** The hashed query keys of both tiers (see `queryKeys`). */
export function queryHashes(keys: ComparableKeys, reach: Reach = 'conflict'): { strong: number[]; weak: number[] } {
  const { strong, weak } = queryKeys(keys, reach);
  return { strong: hashes(strong), weak: hashes(weak) };
}
