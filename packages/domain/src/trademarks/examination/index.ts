/**
 * Word-mark examination (issue 33 §1): which marks and trade names a new word mark meets, weighed
 * by Nice class, and the coded reasons in four languages. Pure, framework-free, browser-safe, so
 * the applicant's form, the submission and the examiner's case file run the same rule.
 * See docs/trademarks.md.
 */
export { WordMarkMessages } from './messages.js';
export {
  areCoordinated,
  CLASS_RELATIONS,
  compareClasses,
  coordinatedWith,
  NICE_COORDINATION,
  REFUSING_RELATIONS,
  type ClassComparison,
  type ClassRelation,
} from './nice-coordination.js';
export {
  examineWordMark,
  heldName,
  WORD_MARK_REASON_CODES,
  wordMarkTexts,
  type ConflictVerdict,
  type HeldSign,
  type SignConflict,
  type SignKind,
  type SignStatus,
  type WordMarkExamination,
  type WordMarkReason,
  type WordMarkReasonCode,
  type WordMarkRequest,
} from './word-mark-conflicts.js';
export {
  compareLogos,
  isLogoHash,
  LOGO_BANDS,
  LOGO_HASH_BITS,
  logoBand,
  logoDistance,
  logoHashFromBits,
  MAX_SIMILAR_LOGOS,
  NEAR_LOGO_DISTANCE,
  nearestLogos,
  SIMILAR_LOGO_DISTANCE,
  type HeldLogo,
  type LogoBand,
  type LogoComparison,
} from './logo-similarity.js';
