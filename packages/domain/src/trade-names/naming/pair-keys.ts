/**
 * The keys of pairs of words (`p:<anchor>|<partner>`, see lookup-keys.ts): a short word spelled
 * the same in both names, with another word of its name. Also the weighted words every family of
 * keys starts from.
 */
import { commonSkeletons, isCommonToken } from './generic-words.js';
import { COMMON_TOKEN_WEIGHT, CONFLICT_THRESHOLD, skeletonRatio, type ComparableKeys } from './similarity.js';
import { collapse, deletions } from './skeleton-keys.js';

export interface WeightedToken {
  readonly skeleton: string;
  readonly collapsed: string;
  readonly weight: number;
}

export function weightedTokens(keys: ComparableKeys): WeightedToken[] {
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
export const isSelective = (token: WeightedToken) => token.collapsed.length >= SELECTIVE_LENGTH;
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
export function addStoredPairKeys(anchor: WeightedToken, partner: WeightedToken, into: Set<string>): void {
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
export function addQueryPairKeys(
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

export function eachPair(tokens: readonly WeightedToken[], add: (anchor: WeightedToken, partner: WeightedToken) => void): void {
  tokens.forEach((anchor, i) => tokens.forEach((partner, j) => i !== j && add(anchor, partner)));
}
