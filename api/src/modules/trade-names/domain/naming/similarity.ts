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
}

function tokensOf(keys: ComparableKeys): Token[] {
  const latin = keys.latin.split(' ').filter(Boolean);
  const skeleton = keys.skeleton.split(' ').filter(Boolean);
  if (latin.length !== skeleton.length) {
    // keys not made by nameKeys: fall back to the skeleton alone
    return skeleton.map((s) => ({ latin: s, skeleton: s, weight: isCommonToken('', s) ? COMMON_TOKEN_WEIGHT : 1 }));
  }
  return latin.map((l, i) => {
    const s = skeleton[i]!;
    return { latin: l, skeleton: s, weight: isCommonToken(l, s) ? COMMON_TOKEN_WEIGHT : 1 };
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

/** Rows reused across calls: ranking runs this for every pair of words of every candidate. */
let rows = [new Float64Array(64), new Float64Array(64), new Float64Array(64)];

/**
 * Weighted Damerau-Levenshtein (optimal string alignment) distance between two skeletons:
 * substitutions and transpositions 1, d↔z and w↔f 0.5, inserting or deleting w or y 0.5,
 * any other letter 1. Three rolling rows over char codes, allocated once.
 */
export function skeletonDistance(a: string, b: string): number {
  const n = a.length;
  const cols = b.length + 1;
  if (cols > rows[0]!.length) rows = [0, 1, 2].map(() => new Float64Array(cols * 2));
  let [before, previous, current] = rows as [Float64Array, Float64Array, Float64Array];
  previous[0] = 0;
  for (let j = 1; j < cols; j++) previous[j] = previous[j - 1]! + indelCost(b.charCodeAt(j - 1));
  for (let i = 1; i <= n; i++) {
    const xi = a.charCodeAt(i - 1);
    const xBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    const xIndel = indelCost(xi);
    current[0] = previous[0]! + xIndel;
    let yBefore = -1;
    for (let j = 1; j < cols; j++) {
      const yj = b.charCodeAt(j - 1);
      let best = previous[j]! + xIndel;
      const insert = current[j - 1]! + indelCost(yj);
      if (insert < best) best = insert;
      const substitute = previous[j - 1]! + substitutionCost(xi, yj);
      if (substitute < best) best = substitute;
      if (xi === yBefore && xBefore === yj && xi !== yj && before[j - 2]! + 1 < best) best = before[j - 2]! + 1;
      current[j] = best;
      yBefore = yj;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[cols - 1]!;
}

/** 1 − distance / length of the longer key; 1 for two empty keys. */
export function skeletonRatio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length); // skeletons are ASCII
  if (longest === 0) return 1;
  return Math.max(0, 1 - skeletonDistance(a, b) / longest);
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

/** The most a ratio can be given the lengths alone: each letter of difference costs at least 0.5. */
function ratioBound(a: string, b: string): number {
  return 1 - (0.5 * Math.abs(a.length - b.length)) / Math.max(a.length, b.length, 1);
}

/**
 * Similarity of two tokens: 1 same Latin key, 0.96 same skeleton, else the skeleton ratio
 * (≤ 0.94). Pairs whose lengths alone keep them below PAIR_FLOOR are not measured (they count
 * as unmatched either way).
 */
function tokenSimilarity(a: Token, b: Token): number {
  if (a.latin === b.latin) return 1;
  if (a.skeleton === b.skeleton) return 0.96;
  if (ratioBound(a.skeleton, b.skeleton) < PAIR_FLOOR) return 0;
  return Math.min(0.94, skeletonRatio(a.skeleton, b.skeleton));
}

interface Pair {
  i: number;
  j: number;
  score: number;
}

/** Every pair of tokens of the two names with its similarity (a's index i, b's index j). */
function tokenPairs(a: readonly Token[], b: readonly Token[]): Pair[] {
  const pairs: Pair[] = [];
  a.forEach((ta, i) => b.forEach((tb, j) => pairs.push({ i, j, score: tokenSimilarity(ta, tb) })));
  return pairs;
}

/** Weighted Dice coefficient over greedily paired tokens, ties broken in a's order. */
function tokenSetScore(a: readonly Token[], b: readonly Token[], scoredPairs: readonly Pair[]): number {
  const pairs = [...scoredPairs].sort((p, q) => q.score - p.score || p.i - q.i || p.j - q.j);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let matched = 0;
  for (const p of pairs) {
    if (p.score < PAIR_FLOOR) break;
    if (usedA.has(p.i) || usedB.has(p.j)) continue;
    usedA.add(p.i);
    usedB.add(p.j);
    matched += p.score * (a[p.i]!.weight + b[p.j]!.weight);
  }
  const total = a.reduce((s, t) => s + t.weight, 0) + b.reduce((s, t) => s + t.weight, 0);
  return total === 0 ? 0 : matched / total;
}

const sorted = (values: readonly string[]): string[] => [...values].sort();

/** Whether two token lists are the same name outright: 1, 0.95–0.99, or undefined. */
function sameName(a: readonly Token[], b: readonly Token[]): number | undefined {
  const latinA = a.map((t) => t.latin);
  const latinB = b.map((t) => t.latin);
  if (sorted(latinA).join(' ') === sorted(latinB).join(' ') || latinA.join('') === latinB.join('')) return 1;
  const skelA = a.map((t) => t.skeleton);
  const skelB = b.map((t) => t.skeleton);
  if (skelA.join('') === skelB.join('') || sorted(skelA).join('') === sorted(skelB).join('')) {
    return 0.95 + 0.04 * levenshteinRatio(sorted(latinA).join(''), sorted(latinB).join(''));
  }
  return undefined;
}

/** Names split into a different number of words: the edit ratio of the joined skeletons. */
function joinedScore(a: readonly Token[], b: readonly Token[], floor: number): number {
  const skelA = a.map((t) => t.skeleton);
  const skelB = b.map((t) => t.skeleton);
  let best = floor;
  for (const [x, y] of [[skelA.join(''), skelB.join('')], [sorted(skelA).join(''), sorted(skelB).join('')]] as const) {
    if (Math.min(0.94, ratioBound(x, y)) > best) best = Math.max(best, Math.min(0.94, skeletonRatio(x, y)));
  }
  return best;
}

/**
 * Similarity of two names in [0, 1], symmetric. Names without significant tokens (generic only)
 * score 0 against everything.
 */
export function similarity(a: ComparableKeys, b: ComparableKeys): number {
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  let score = sameName(ta, tb);
  if (score === undefined) {
    const pairs = tokenPairs(ta, tb);
    const mirrored = pairs.map((p) => ({ i: p.j, j: p.i, score: p.score }));
    score = Math.max(tokenSetScore(ta, tb, pairs), tokenSetScore(tb, ta, mirrored));
    if (ta.length !== tb.length) score = joinedScore(ta, tb, score);
  }
  return Math.round(Math.min(1, Math.max(0, score)) * 1e6) / 1e6;
}
