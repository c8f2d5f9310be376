/**
 * Similarity of two trade names from their keys (see name-key.ts), in [0, 1]:
 *
 *   1.00        the significant Latin keys are equal (token order and spacing ignored);
 *   0.95–0.99   the skeletons are equal (token order and spacing ignored), 0.04 more the closer
 *               the Latin keys;
 *   otherwise   the larger of a weighted token-set score (tokens paired greedily, best first,
 *               order ignored; common words such as "Kurdistan" or "hotel" weigh 0.3) and, when
 *               the names are split into a different number of tokens, an edit-distance ratio of
 *               the joined skeletons.
 *
 * A score of CONFLICT_THRESHOLD (0.85) or more is a conflict; SIMILAR_THRESHOLD (0.6) up to it is
 * "similar" (listed, not refused); below, not listed. Pure TypeScript; details and examples in
 * docs/trade-name-matching.md ("Similarity").
 */
import { isCommonToken } from './generic-words.js';
import type { NameKeys } from './name-key.js';

export const CONFLICT_THRESHOLD = 0.85;
export const SIMILAR_THRESHOLD = 0.6;
/** Weight of a common (weak) token against 1 for a distinctive one. */
export const COMMON_TOKEN_WEIGHT = 0.3;
/** Token pairs scoring less than this count as unmatched. */
const PAIR_FLOOR = 0.6;

/** What `similarity` reads: the Latin and skeleton keys (as stored beside a name). */
export type ComparableKeys = Pick<NameKeys, 'latin' | 'skeleton'>;

export type MatchLevel = 'conflict' | 'similar' | 'none';

export function isConflict(score: number): boolean {
  return score >= CONFLICT_THRESHOLD;
}

export function isSimilar(score: number): boolean {
  return score >= SIMILAR_THRESHOLD && score < CONFLICT_THRESHOLD;
}

export function matchLevel(score: number): MatchLevel {
  return isConflict(score) ? 'conflict' : score >= SIMILAR_THRESHOLD ? 'similar' : 'none';
}

interface Token {
  readonly latin: string;
  readonly skeleton: string;
  readonly weight: number;
  /** The skeleton's letters (`letterMask`). */
  readonly letters: number;
}

/** The words of a key; empty ones (from doubled spaces) left out. */
function wordsOf(key: string): string[] {
  const words = key.split(' ');
  return words.includes('') ? words.filter(Boolean) : words;
}

function tokensOf(keys: ComparableKeys): Token[] {
  const latin = wordsOf(keys.latin);
  const skeleton = wordsOf(keys.skeleton);
  if (latin.length !== skeleton.length) {
    // keys not made by nameKeys: fall back to the skeleton alone
    return skeleton.map((s) => ({ latin: s, skeleton: s, weight: isCommonToken('', s) ? COMMON_TOKEN_WEIGHT : 1, letters: letterMask(s) }));
  }
  return latin.map((l, i) => {
    const s = skeleton[i]!;
    return { latin: l, skeleton: s, weight: isCommonToken(l, s) ? COMMON_TOKEN_WEIGHT : 1, letters: letterMask(s) };
  });
}

/** Char codes of the letters the costs below single out (skeletons are ASCII). */
const D = 100;
const Z = 122;
const W = 119;
const F = 102;
const Y = 121;

/** Near sounds that scripts write with different letters: ض/ذ/ظ read z or d; Kurdish w, Persian v. */
function substitutionCost(a: number, b: number): number {
  if (a === b) return 0;
  return (a === D && b === Z) || (a === Z && b === D) || (a === W && b === F) || (a === F && b === W) ? 0.5 : 1;
}

/** Glides are written in one script and not in another (مريم / Maryam, السليمانية / Sulaimani). */
function indelCost(ch: number): number {
  return ch === W || ch === Y ? 0.5 : 1;
}

/** Where a skeleton's character is counted: a–z one place each, the digits five shared, anything else one. */
function letterSlot(ch: number): number {
  return ch >= 97 && ch <= 122 ? ch - 97 : ch >= 48 && ch <= 57 ? 26 + ((ch - 48) % 5) : 31;
}

/** One bit per `letterSlot` a skeleton fills. */
export function letterMask(skeleton: string): number {
  let mask = 0;
  for (let i = 0; i < skeleton.length; i++) mask |= 1 << letterSlot(skeleton.charCodeAt(i));
  return mask;
}

/** The letters whose edits may cost half a point (see substitutionCost and indelCost). */
const HALF_COST_LETTERS = letterMask('dzwfy');

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/*
 * Lower bounds of the distance, far cheaper than the distance itself and enough to set most
 * unrelated words apart. An aligned letter of one skeleton that the other does not have (or has
 * fewer of) is deleted or replaced: an edit of its own, half a point for d z w f y and a point
 * for any other letter. Letters sharing a slot are counted together, which can only lower them.
 */

/** From the letters present alone (`letterMask`s). */
export function letterBound(a: number, b: number): number {
  const cost = (only: number) => bitCount(only & ~HALF_COST_LETTERS) + 0.5 * bitCount(only & HALF_COST_LETTERS);
  return Math.max(cost(a & ~b), cost(b & ~a));
}

const slotCounts = new Int32Array(32);

/** From how many of each letter the two skeletons hold: stronger on longer keys. */
export function countBound(a: string, b: string): number {
  for (let i = 0; i < a.length; i++) slotCounts[letterSlot(a.charCodeAt(i))]!++;
  for (let i = 0; i < b.length; i++) slotCounts[letterSlot(b.charCodeAt(i))]!--;
  let onlyA = 0;
  let onlyB = 0;
  for (let slot = 0; slot < 32; slot++) {
    const surplus = slotCounts[slot]!;
    if (surplus === 0) continue;
    const cost = HALF_COST_LETTERS & (1 << slot) ? 0.5 : 1;
    if (surplus > 0) onlyA += surplus * cost;
    else onlyB -= surplus * cost;
    slotCounts[slot] = 0;
  }
  return Math.max(onlyA, onlyB);
}

/** Rows reused across calls: ranking runs this for every pair of words of every candidate. */
let rows = [new Float64Array(64), new Float64Array(64), new Float64Array(64)];

/**
 * Weighted Damerau-Levenshtein (optimal string alignment) distance between two skeletons:
 * substitutions and transpositions 1, d↔z and w↔f 0.5, inserting or deleting w or y 0.5,
 * any other letter 1. Three rolling rows over char codes, allocated once.
 */
export function skeletonDistance(a: string, b: string): number {
  return boundedDistance(a, b, Infinity);
}

/**
 * `skeletonDistance`, or Infinity as soon as it is known to exceed `limit`: every cell of two
 * consecutive rows above it (a transposition reaches back two rows, any other edit one).
 */
function boundedDistance(a: string, b: string, limit: number): number {
  const n = a.length;
  const cols = b.length + 1;
  if (cols > rows[0]!.length) rows = [0, 1, 2].map(() => new Float64Array(cols * 2));
  let [before, previous, current] = rows as [Float64Array, Float64Array, Float64Array];
  previous[0] = 0;
  for (let j = 1; j < cols; j++) previous[j] = previous[j - 1]! + indelCost(b.charCodeAt(j - 1));
  let previousLeast = 0;
  for (let i = 1; i <= n; i++) {
    const xi = a.charCodeAt(i - 1);
    const xBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    const xIndel = indelCost(xi);
    current[0] = previous[0]! + xIndel;
    let yBefore = -1;
    let rowLeast = current[0];
    for (let j = 1; j < cols; j++) {
      const yj = b.charCodeAt(j - 1);
      let best = previous[j]! + xIndel;
      const insert = current[j - 1]! + indelCost(yj);
      if (insert < best) best = insert;
      const substitute = previous[j - 1]! + substitutionCost(xi, yj);
      if (substitute < best) best = substitute;
      if (xi === yBefore && xBefore === yj && xi !== yj && before[j - 2]! + 1 < best) best = before[j - 2]! + 1;
      current[j] = best;
      if (best < rowLeast) rowLeast = best;
      yBefore = yj;
    }
    if (rowLeast > limit && previousLeast > limit) return Infinity;
    previousLeast = rowLeast;
    [before, previous, current] = [previous, current, before];
  }
  return previous[cols - 1]!;
}

/**
 * 1 − distance / length of the longer key; 1 for two empty keys. `atLeast`: a ratio below it
 * may come back as 0 (its exact value would not be used).
 */
export function skeletonRatio(a: string, b: string, atLeast = 0): number {
  const longest = Math.max(a.length, b.length); // skeletons are ASCII
  if (longest === 0) return 1;
  // Half a point of slack: distances are multiples of 0.5, and rounding must not cut a ratio at `atLeast`.
  return Math.max(0, 1 - boundedDistance(a, b, (1 - atLeast) * longest + 0.5) / longest);
}

/** Plain Levenshtein ratio, used on Latin keys to rank equal skeletons. */
function levenshteinRatio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return 1 - prev[b.length]! / longest;
}

/** The most a ratio can be, given a least distance: each letter of length difference costs at least 0.5. */
function ratioBound(a: string, b: string, leastDistance: number): number {
  return 1 - Math.max(0.5 * Math.abs(a.length - b.length), leastDistance) / Math.max(a.length, b.length, 1);
}

/**
 * Similarity of two tokens: 1 same Latin key, 0.96 same skeleton, else the skeleton ratio
 * (≤ 0.94). Pairs whose lengths or letters keep them below PAIR_FLOOR are not measured (they count
 * as unmatched either way).
 */
function tokenSimilarity(a: Token, b: Token): number {
  if (a.latin === b.latin) return 1;
  if (a.skeleton === b.skeleton) return 0.96;
  if (ratioBound(a.skeleton, b.skeleton, letterBound(a.letters, b.letters)) < PAIR_FLOOR) return 0;
  return Math.min(0.94, skeletonRatio(a.skeleton, b.skeleton, PAIR_FLOOR));
}

/** The token lists sorted (token order ignored), joined as `sameName` and `joinedScore` read them. */
interface SortedForms {
  /** Latin keys joined by a space, and without one. */
  readonly latin: string;
  readonly latinJoined: string;
  readonly skeletonJoined: string;
}

/**
 * A name ready to be compared: its tokens and their joined forms, the sorted ones computed when
 * first read. The register compares one query with a hundred candidates: the query is prepared
 * once (`similarityTo`), and most candidates are told apart before their sorted forms are needed.
 */
class PreparedName {
  readonly tokens: readonly Token[];
  readonly weight: number;
  /** Latin keys and skeletons joined in their order, without a space. */
  readonly latinJoined: string;
  readonly skeletonJoined: string;
  /** The letters of the skeletons (`letterMask`): two names whose letters differ cannot sort alike. */
  readonly letters: number;
  private sortedForms?: SortedForms;

  constructor(keys: ComparableKeys) {
    this.tokens = tokensOf(keys);
    let weight = 0;
    let latinJoined = '';
    let skeletonJoined = '';
    let letters = 0;
    for (const token of this.tokens) {
      weight += token.weight;
      latinJoined += token.latin;
      skeletonJoined += token.skeleton;
      letters |= token.letters;
    }
    this.weight = weight;
    this.latinJoined = latinJoined;
    this.skeletonJoined = skeletonJoined;
    this.letters = letters;
  }

  get sorted(): SortedForms {
    if (!this.sortedForms) {
      const latin = this.tokens.map((t) => t.latin).sort();
      this.sortedForms = {
        latin: latin.join(' '),
        latinJoined: latin.join(''),
        skeletonJoined: this.tokens
          .map((t) => t.skeleton)
          .sort()
          .join(''),
      };
    }
    return this.sortedForms;
  }
}

/**
 * Whether two names are the same name outright: 1, 0.95–0.99, or undefined. Sorted forms are
 * compared only where the lengths allow them to be equal.
 */
function sameName(a: PreparedName, b: PreparedName): number | undefined {
  if (a.latinJoined === b.latinJoined) return 1;
  if (a.tokens.length === b.tokens.length && a.latinJoined.length === b.latinJoined.length && a.sorted.latin === b.sorted.latin) return 1;
  if (a.skeletonJoined.length !== b.skeletonJoined.length) return undefined;
  if (a.skeletonJoined === b.skeletonJoined || (a.letters === b.letters && a.sorted.skeletonJoined === b.sorted.skeletonJoined)) {
    return 0.95 + 0.04 * levenshteinRatio(a.sorted.latinJoined, b.sorted.latinJoined);
  }
  return undefined;
}

/**
 * Weighted Dice coefficient over greedily paired tokens: pairs taken best first, each token at
 * most once, pairs below PAIR_FLOOR not counted. `scores[i * b.length + j]` is the similarity
 * of a's token i and b's token j. Equal scores are taken in a's order and in b's, and the better
 * pairing counts (the score stays symmetric); without equal scores both orders are one.
 */
function tokenSetScore(a: readonly Token[], b: readonly Token[], scores: readonly number[], total: number): number {
  const order: number[] = [];
  for (let k = 0; k < scores.length; k++) if (scores[k]! >= PAIR_FLOOR) order.push(k);
  if (order.length === 0 || total === 0) return 0;
  const columns = b.length;
  const pairedWeight = () => {
    const usedA: boolean[] = [];
    const usedB: boolean[] = [];
    let matched = 0;
    for (const k of order) {
      const i = Math.floor(k / columns);
      const j = k % columns;
      if (usedA[i] || usedB[j]) continue;
      usedA[i] = true;
      usedB[j] = true;
      matched += scores[k]! * (a[i]!.weight + b[j]!.weight);
    }
    return matched;
  };
  order.sort((p, q) => scores[q]! - scores[p]! || p - q);
  const inAOrder = pairedWeight();
  if (order.every((k, n) => n === 0 || scores[k] !== scores[order[n - 1]!])) return inAOrder / total;
  const inBOrder = (k: number) => (k % columns) * a.length + Math.floor(k / columns);
  order.sort((p, q) => scores[q]! - scores[p]! || inBOrder(p) - inBOrder(q));
  return Math.max(inAOrder, pairedWeight()) / total;
}

/**
 * Names split into a different number of words: the edit ratio of the joined skeletons, if above
 * `floor`. Ratios below `atLeast` are not measured (see `similarityTo`).
 */
function joinedScore(a: PreparedName, b: PreparedName, floor: number, atLeast: number): number {
  // Both joinings have the same lengths and letters, so the same bound.
  const bound = Math.min(0.94, ratioBound(a.skeletonJoined, b.skeletonJoined, countBound(a.skeletonJoined, b.skeletonJoined)));
  if (bound <= floor || bound < atLeast) return floor;
  let best = Math.max(floor, Math.min(0.94, skeletonRatio(a.skeletonJoined, b.skeletonJoined, Math.max(floor, atLeast))));
  if (bound > best)
    best = Math.max(best, Math.min(0.94, skeletonRatio(a.sorted.skeletonJoined, b.sorted.skeletonJoined, Math.max(best, atLeast))));
  return best;
}

function preparedSimilarity(a: PreparedName, b: PreparedName, atLeast: number): number {
  if (a.tokens.length === 0 || b.tokens.length === 0) return 0;
  let score = sameName(a, b);
  if (score === undefined) {
    const scores: number[] = [];
    for (const ta of a.tokens) for (const tb of b.tokens) scores.push(tokenSimilarity(ta, tb));
    score = tokenSetScore(a.tokens, b.tokens, scores, a.weight + b.weight);
    if (a.tokens.length !== b.tokens.length) score = joinedScore(a, b, score, atLeast);
  }
  return Math.round(Math.min(1, Math.max(0, score)) * 1e6) / 1e6;
}

/**
 * Similarity of two names in [0, 1], symmetric. Names without significant tokens (generic only)
 * score 0 against everything.
 */
export function similarity(a: ComparableKeys, b: ComparableKeys): number {
  return preparedSimilarity(new PreparedName(a), new PreparedName(b), 0);
}

/**
 * `similarity` with one name fixed, prepared once: for scoring many candidates against a query.
 * A score below `atLeast` (the least a caller keeps) may come back as any value below it: the
 * edit distances that could only show it lower are not computed.
 */
export function similarityTo(a: ComparableKeys, atLeast = 0): (b: ComparableKeys) => number {
  const prepared = new PreparedName(a);
  // Scores are rounded to 1e-6, so one just under `atLeast` could round up to it: measured in full.
  const measuredFrom = Math.max(0, atLeast - 1e-6);
  return (b) => preparedSimilarity(prepared, new PreparedName(b), measuredFrom);
}
