/**
 * The trade-name key and similarity engine: framework-free, no package imports, browser-safe.
 * See docs/trade-name-matching.md.
 */
export { asciiDigits, cleanText, foldLetters, normalizeScript } from './normalize.js';
export { latinKeys, toLatinKey, toSkeleton, wordKeys, type WordKeys } from './transliterate.js';
export {
  COMMON_WORDS,
  GENERIC_WORDS,
  isCommonToken,
  isGenericWord,
  significantTokens,
  stripArticle,
  type NamingLocale,
} from './generic-words.js';
export { detectScript, hasSpecialCharacters, nameKeys, scriptMatchesLocale, type NameKeys, type NameScript } from './name-key.js';
export { nameLanguages, suggestedNameLanguages } from './name-language.js';
export { nameMatcher, sortedTokens, type HeldName, type NameMatch } from './name-match.js';
export {
  COMMON_TOKEN_WEIGHT,
  CONFLICT_THRESHOLD,
  SIMILAR_THRESHOLD,
  isConflict,
  isSimilar,
  matchLevel,
  similarity,
  skeletonDistance,
  skeletonRatio,
  type ComparableKeys,
  type MatchLevel,
} from './similarity.js';
export {
  collapse,
  conflictLengths,
  fineKeys,
  keyHash,
  neighbourDepth,
  queryHashes,
  queryKeys,
  storedHashes,
  storedKeys,
  weightBand,
} from './lookup-keys.js';
