/**
 * How one name compares with names already held: the same name outright, or its similarity.
 * Trade-name availability and word-mark examination both score with this, so a mark and a name
 * meet exactly as two names do. See docs/trade-name-matching.md ("Similarity").
 */
import { detectScript, type NameKeys } from './name-key.js';
import { SIMILAR_THRESHOLD, similarityTo } from './similarity.js';

/** A name as the register stores it: its text and two keys (`nameKeys`). */
export interface HeldName {
  readonly name: string;
  readonly latin: string;
  readonly skeleton: string;
}

export interface NameMatch {
  /** 1 when `exact`, else `similarity`. */
  readonly score: number;
  /** The same name: the same letters, or across scripts (Arabic script writes few vowels) the same consonant skeleton. */
  readonly exact: boolean;
}

/** Token order does not make a different name. */
export const sortedTokens = (key: string) => key.split(' ').filter(Boolean).sort().join(' ');

/**
 * Whether a key sorts to `sorted` (a `sortedTokens` result). A key whose first token is none of
 * `sorted`'s tokens is told apart without sorting: most of a hundred candidates are.
 */
function sortsTo(sorted: string): (key: string) => boolean {
  const tokens = new Set(sorted.split(' '));
  return (key) => {
    let start = 0;
    while (key.charCodeAt(start) === 32) start++;
    const space = key.indexOf(' ', start);
    return tokens.has(key.slice(start, space < 0 ? key.length : space)) && sortedTokens(key) === sorted;
  };
}

/**
 * Scores held names against the name of `keys`, prepared once. A score below `atLeast` (the
 * least a caller lists) may come back as any value below it (see `similarityTo`).
 */
export function nameMatcher(keys: NameKeys, atLeast = SIMILAR_THRESHOLD): (held: HeldName) => NameMatch {
  const similarityToName = similarityTo(keys, atLeast);
  const sameLetters = sortsTo(sortedTokens(keys.latin));
  const sameSkeleton = sortsTo(sortedTokens(keys.skeleton));
  return (held) => {
    const exact = sameLetters(held.latin) || (sameSkeleton(held.skeleton) && detectScript(held.name) !== keys.script);
    return { exact, score: exact ? 1 : similarityToName(held) };
  };
}
