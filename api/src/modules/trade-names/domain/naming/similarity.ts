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

/** Near sounds that scripts write with different letters: ض/ذ/ظ read z or d; Kurdish w, Persian v. */
const NEAR = new Set(['dz', 'zd', 'wf', 'fw']);
/** Glides are written in one script and not in another (مريم / Maryam, السليمانية / Sulaimani). */
const CHEAP_INDEL = new Set(['w', 'y']);

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  return NEAR.has(a + b) ? 0.5 : 1;
}

function indelCost(ch: string): number {
  return CHEAP_INDEL.has(ch) ? 0.5 : 1;
}

/**
 * Weighted Damerau-Levenshtein (optimal string alignment) distance between two skeletons:
 * substitutions and transpositions 1, d↔z and w↔f 0.5, inserting or deleting w or y 0.5,
 * any other letter 1.
 */
export function skeletonDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const rows = x.length + 1;
  const cols = y.length + 1;
  const d: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  for (let i = 1; i < rows; i++) d[i]![0] = d[i - 1]![0]! + indelCost(x[i - 1]!);
  for (let j = 1; j < cols; j++) d[0]![j] = d[0]![j - 1]! + indelCost(y[j - 1]!);
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const xi = x[i - 1]!;
      const yj = y[j - 1]!;
      let best = Math.min(
        d[i - 1]![j]! + indelCost(xi),
        d[i]![j - 1]! + indelCost(yj),
        d[i - 1]![j - 1]! + substitutionCost(xi, yj),
      );
      if (i > 1 && j > 1 && xi === y[j - 2] && x[i - 2] === yj && xi !== yj) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[rows - 1]![cols - 1]!;
}

/** 1 − distance / length of the longer key; 1 for two empty keys. */
export function skeletonRatio(a: string, b: string): number {
  const longest = Math.max(Array.from(a).length, Array.from(b).length);
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

/** Similarity of two tokens: 1 same Latin key, 0.96 same skeleton, else the skeleton ratio (≤ 0.94). */
function tokenSimilarity(a: Token, b: Token): number {
  if (a.latin === b.latin) return 1;
  if (a.skeleton === b.skeleton) return 0.96;
  return Math.min(0.94, skeletonRatio(a.skeleton, b.skeleton));
}

/** Weighted Dice coefficient over greedily paired tokens. */
function tokenSetScore(a: readonly Token[], b: readonly Token[]): number {
  const pairs: { i: number; j: number; score: number }[] = [];
  a.forEach((ta, i) => b.forEach((tb, j) => pairs.push({ i, j, score: tokenSimilarity(ta, tb) })));
  pairs.sort((p, q) => q.score - p.score || p.i - q.i || p.j - q.j);
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

function oneWay(a: readonly Token[], b: readonly Token[]): number {
  const latinA = a.map((t) => t.latin);
  const latinB = b.map((t) => t.latin);
  if (sorted(latinA).join(' ') === sorted(latinB).join(' ') || latinA.join('') === latinB.join('')) return 1;

  const skelA = a.map((t) => t.skeleton);
  const skelB = b.map((t) => t.skeleton);
  const joinedA = [skelA.join(''), sorted(skelA).join('')];
  const joinedB = [skelB.join(''), sorted(skelB).join('')];
  if (joinedA[0] === joinedB[0] || joinedA[1] === joinedB[1]) {
    return 0.95 + 0.04 * levenshteinRatio(sorted(latinA).join(''), sorted(latinB).join(''));
  }

  let score = tokenSetScore(a, b);
  if (a.length !== b.length) {
    const joined = Math.max(skeletonRatio(joinedA[0]!, joinedB[0]!), skeletonRatio(joinedA[1]!, joinedB[1]!));
    score = Math.max(score, Math.min(0.94, joined));
  }
  return score;
}

/**
 * Similarity of two names in [0, 1], symmetric. Names without significant tokens (generic only)
 * score 0 against everything.
 */
export function similarity(a: ComparableKeys, b: ComparableKeys): number {
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  const score = Math.max(oneWay(ta, tb), oneWay(tb, ta));
  return Math.round(Math.min(1, Math.max(0, score)) * 1e6) / 1e6;
}

/**
 * The trigrams of a key exactly as PostgreSQL's pg_trgm extracts them (`show_trgm`): the key is
 * lower-cased and split into words on every character that is not a letter or digit, each word
 * is padded with two spaces in front and one behind, and the distinct three-character windows
 * are returned, sorted. `trigrams('nrz')` → ['  n', ' nr', 'nrz', 'rz '].
 */
export function trigrams(key: string): string[] {
  const set = new Set<string>();
  for (const word of key.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return [...set].sort();
}

/** pg_trgm's `similarity()`: shared trigrams over all distinct trigrams of the two keys. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = new Set(trigrams(a));
  const tb = new Set(trigrams(b));
  if (ta.size === 0 && tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}
