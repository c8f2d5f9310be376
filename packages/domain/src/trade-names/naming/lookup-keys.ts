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

/**
 * The key and every key made by deleting up to `depth` letters. Deleting the last letter leaves
 * `~`, the key of a skeleton that collapses to nothing ("fafa" against "lfafa").
 */
function deletions(key: string, depth: number): string[] {
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
function keysOf(skeleton: string, prefixes: readonly string[], into: Set<string>, side: 'stored' | 'query' | 'plain'): void {
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
  isNearCommon(partner)
    ? Math.max(pairDepth(partner.skeleton.length), commonPartnerDepth(partner.skeleton.length))
    : pairDepth(partner.skeleton.length);
const pairKey = (anchor: string, partner: string) => `p:${anchor}|${partner}`;
/**
 * The partner keys of a common partner ("hotel") are marked. A word near a common one ("rotel")
 * needs the 0.6 floor of a pair only against a common word: in a conflict whose anchor is shared,
 * some other pair of words scores 0.7 if both words are distinctive, 0.6 if one is common (or the
 * anchor carries the conflict alone). With the weight of the anchor pair u (2, 1.3 or 0.6) and the
 * other pairs' weights u_i and scores s_i, Σ s_i u_i ≥ 0.85 (u + Σ u_i + unmatched) − u; were every
 * other pair under its floor θ_i, 0.15 u > Σ (0.85 − θ_i) u_i + 0.85 × unmatched, which a pair of
 * distinctive words (0.15 × 2) or a word with a common one (0.25 × 1.3) already exceeds, and a
 * pair of common words at 0.6 or more is at its floor. So a distinctive query partner beside a
 * distinctive anchor looks up the neighbours of 0.7 (`pairDepth`) among distinctive stored
 * partners, and those of the floor only among the marked common ones, which are few.
 */
const commonPartnerKey = (key: string) => `*${key}`;
/** Whether a word's own keys make a short list (else it is looked up as an anchor of pairs). */
const isSelective = (token: WeightedToken) => token.collapsed.length >= SELECTIVE_LENGTH;
/**
 * A partner this long is keyed by its length: its neighbours would be too many. A common anchor
 * ("hotel") with a length is not rare, so there only partners too long to be common are. Beside a
 * distinctive anchor, a partner of six letters brings its neighbours like a shorter one, and its
 * length as well (`#6`), which only the query partners too long to reach it by deleting look up.
 */
const LONG_PARTNER_LENGTH = 7;
const longPartnerLength = (anchor: WeightedToken) => (anchor.weight === 1 ? LONG_PARTNER_LENGTH : 9);
const SIX = LONG_PARTNER_LENGTH - 1;

/**
 * Whether a partner may have to delete more letters than `partnerDepth` gives it to meet a word it
 * pairs with: a side of L letters deletes at most ⌊0.3 L⌋ letters of a pair scoring 0.7 (⌊0.4 L⌋ at
 * the 0.6 floor near a common word), and `pairDepth` stops at two.
 */
const beyondDepth = (partner: WeightedToken) =>
  Math.floor(((isNearCommon(partner) ? 4 : 3) * partner.skeleton.length) / 10) > partnerDepth(partner);

/**
 * Keys of a short word (the anchor, spelled the same in both names) together with another word of
 * the name (the partner, perhaps spelled differently). A short partner brings its deletion
 * neighbours (`pairDepth`); a long one only its length, because one Latin letter can move a long
 * skeleton three edits ("malshi" / "malsmhi"), and the anchor with a length is rare enough.
 */
function addStoredPairKeys(anchor: WeightedToken, partner: WeightedToken, into: Set<string>): void {
  if (isSelective(anchor)) return;
  const add = (key: string) => into.add(pairKey(anchor.collapsed, key));
  if (partner.skeleton.length >= longPartnerLength(anchor)) {
    add(`#${partner.skeleton.length}`);
    // Glides cost half a point: a long partner with glides ("wsfwfff") pairs with words shorter
    // than the lengths a query looks up for it ("ffff"), and brings its neighbours as well.
    if (!/[wy]/.test(partner.skeleton)) return;
  } else if (anchor.weight === 1 && partner.skeleton.length === SIX) add(`#${SIX}`);
  const depth = anchor.weight === 1 || partner.weight !== 1 ? partnerDepth(partner) : pairDepth(partner.skeleton.length);
  for (const key of partnerKeys(anchor, partner, depth)) {
    add(key);
    if (partner.weight !== 1) add(commonPartnerKey(key));
  }
}

/**
 * What a query's pair looks up: the partner's neighbours for short stored partners, and every
 * length a long stored partner scoring 0.7 with it could have; six letters too when this partner
 * is too long to reach a six-letter one through its neighbours.
 */
function addQueryPairKeys(
  anchor: WeightedToken,
  partner: WeightedToken,
  commonWords: number,
  distinctiveWords: number,
  into: Set<string>,
): void {
  if (isSelective(anchor)) return;
  const add = (key: string) => into.add(pairKey(anchor.collapsed, key));
  const length = partner.skeleton.length;
  // Beside a common anchor, a near spelling of a common word counts as distinctive: both words
  // weighing 0.3 on the other side would make it a name of common words only.
  const depth =
    anchor.weight === 1 || distinctiveWords === 0 || partner.weight !== 1 ? partnerDepth(partner) : commonAnchorDepth(length, commonWords);
  // Two distinctive words beside a distinctive anchor pair at 0.7 even when one is near a common
  // word (`commonPartnerKey`): the 0.6 floor's neighbours are looked up among common partners only.
  const distinctiveDepth = anchor.weight === 1 && partner.weight === 1 ? pairDepth(length) : depth;
  partnerKeys(anchor, partner, distinctiveDepth).forEach(add);
  if (distinctiveDepth < depth) for (const key of partnerKeys(anchor, partner, depth)) add(commonPartnerKey(key));
  // Words scoring 0.7 are within 0.3 of the longer's length in edits, so within 0.43 of this one's.
  const spread = Math.ceil(0.43 * length);
  const beyond = beyondDepth(partner) || Math.floor((3 * length) / 10) > distinctiveDepth;
  // Lengths from seven letters whatever this anchor's weight: the anchor it shares its collapsed key
  // with may be distinctive on the other side ("mall" / "mal"), with partners keyed from seven.
  const shortest = beyond ? SIX : LONG_PARTNER_LENGTH;
  for (let l = Math.max(shortest, length - spread); l <= length + spread; l++) add(`#${l}`);
}

/**
 * The partner's key and neighbours. Beside a common anchor, neighbours of fewer than three letters
 * are left out: "hotel" with any two letters is shared by thousands of names, and a distinctive
 * word that close to another scores below what a name carried by a common word needs. Not when the
 * partner's skeleton has five letters or more (glides and f that the collapsed key drops): one
 * letter deleted from five still scores 0.8, and the word beside a common anchor on one side may
 * be a distinctive one on the other ("new" / "naw").
 */
function partnerKeys(anchor: WeightedToken, partner: WeightedToken, depth: number): string[] {
  const keys = deletions(partner.collapsed, depth);
  return anchor.weight === 1 || partner.skeleton.length >= 5 ? keys : keys.filter((key, i) => i === 0 || key.length >= 3);
}

function eachPair(tokens: readonly WeightedToken[], add: (anchor: WeightedToken, partner: WeightedToken) => void): void {
  tokens.forEach((anchor, i) => tokens.forEach((partner, j) => i !== j && add(anchor, partner)));
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
