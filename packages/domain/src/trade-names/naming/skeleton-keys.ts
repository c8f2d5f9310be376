/**
 * The keys of one skeleton (a word's, or a whole name's joined): its collapsed key, its deletion
 * neighbours and, when short, its fine keys (lookup-keys.ts puts them together for a whole name).
 */

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
 * The key and every key made by deleting up to `depth` letters. Deleting the last letter leaves
 * `~`, the key of a skeleton that collapses to nothing ("fafa" against "lfafa").
 */
export function deletions(key: string, depth: number): string[] {
  let level = [key];
  const all = [key];
  for (let d = depth; d > 0; d--) {
    const next = new Set<string>();
    for (const k of level) for (let i = 0; i < k.length; i++) next.add(k.slice(0, i) + k.slice(i + 1) || '~');
    level = [...next];
    all.push(...level);
  }
  return all;
}

/**
 * Keys that find a whole name or a single word scoring 0.85 with the one looked up (`keysOf`).
 *
 * A ratio of 0.85 allows 0.15 × the longer skeleton in edits. Between two skeletons of six letters
 * or fewer that is 0.9, less than any one-point edit and than two half-point ones: the skeletons
 * are equal but for one d↔z or w↔f, or one glide w or y. The fine key (d→z, w→f, no y) erases all
 * of these but a glide w, and the fine key with that w dropped meets it (`fineKeys`). Unlike
 * `collapse` it keeps f (an f inserted costs a full point) and the difference between "kj" and
 * "kjf" or "fkfj", so a short word's fine keys are shared by the names that sound like it, not by
 * every name of the same few consonants.
 *
 * When one skeleton has seven letters or more, the longer one deletes up to `neighbourDepth` of its
 * letters from its collapsed key to reach the collapsed key of the other (a letter one has and the
 * other lacks is deleted from the longer one, which is the one long enough to afford it; the
 * shorter one, of six letters or fewer, never deletes). So a skeleton of six letters or fewer
 * brings its collapsed key too, as stored; a query looks it up only where a skeleton of seven or
 * more could score 0.85 with it.
 *
 * A collapsed key of SHORT_KEY letters or fewer ("kj", or one letter deleted from "kjr") is shared
 * by thousands of names at a million, most of them far longer or shorter than the name looked up:
 * it carries the length of the skeleton it comes from (`#<length>`), and a query looks it up with
 * every length a skeleton scoring 0.85 with its own can have (`conflictLengths`).
 */
const SHORT_KEY = 3;
const FINE_LENGTH = 6;

/**
 * The lengths a skeleton scoring 0.85 with one of `length` letters can have. Every letter of
 * difference costs at least half a point (a glide inserted), so 0.15 × the longer length in edits
 * allows 0.3 × the longer length in letters: from 0.7 × `length` to `length` / 0.7. Integer
 * arithmetic: 10 l ≥ 7 `length` and 7 l ≤ 10 `length`.
 */
export function conflictLengths(length: number): number[] {
  const lengths: number[] = [];
  for (let l = Math.ceil((7 * length) / 10); 7 * l <= 10 * length; l++) lengths.push(l);
  return lengths;
}

/**
 * The fine keys of a skeleton: d→z and w→f, without y (equal for skeletons that differ by d↔z,
 * w↔f or glides y), and with any of the w dropped (a glide w inserted, or several where one script
 * writes glides another leaves out).
 */
export function fineKeys(skeleton: string): string[] {
  const letters = skeleton.replace(/d/g, 'z').replace(/y/g, '');
  let keys = [''];
  for (const letter of letters) keys = letter === 'w' ? [...keys.map((k) => `${k}f`), ...keys] : keys.map((k) => k + letter);
  return [...new Set(keys.map((k) => k || '~'))];
}

/**
 * The keys of a skeleton (a word's, or a whole name's joined) under each prefix, for finding the
 * skeletons that score 0.85 with it (see above): as `stored` on a name, or as looked up by a `query`;
 * `plain`: the collapsed key and its deletion neighbours, untagged (the similar names' tier, and
 * what every stored word carries for it).
 */
export function keysOf(skeleton: string, prefixes: readonly string[], into: Set<string>, side: 'stored' | 'query' | 'plain'): void {
  const length = skeleton.length;
  // Skeletons of glides only ("Ya", "Fafa") all meet under one key.
  const collapsed = collapse(skeleton) || '~';
  const add = (key: string, lengths: readonly number[]) => {
    for (const prefix of prefixes) {
      if (key.length > SHORT_KEY) into.add(prefix + key);
      else for (const l of lengths) into.add(`${prefix}${key}#${l}`);
    }
  };
  if (side === 'plain') {
    for (const key of deletions(collapsed, neighbourDepth(length))) for (const prefix of prefixes) into.add(prefix + key);
  } else if (length > FINE_LENGTH) {
    const lengths = side === 'stored' ? [length] : conflictLengths(length);
    for (const key of deletions(collapsed, neighbourDepth(length))) add(key, lengths);
  } else {
    for (const key of fineKeys(skeleton)) for (const prefix of prefixes) into.add(`${prefix}^${key}`);
    // The collapsed key, which a skeleton of seven letters or more reaches by deleting its own.
    const longer = side === 'stored' ? [length] : conflictLengths(length).filter((l) => l > FINE_LENGTH);
    if (longer.length > 0) add(collapsed, longer);
  }
}
