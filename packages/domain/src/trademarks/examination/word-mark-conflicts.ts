/**
 * Which signs already held a new word mark meets, and whether that refuses it: a pure function
 * over the mark and the signs the register found near it (registered, reserved and pending marks,
 * trade names). The applicant's check before submitting, the submission itself and the examiner's
 * case file all call `examineWordMark`, so they cannot disagree.
 *
 * Words are scored as trade names are (naming/name-match.ts: the same keys, scores and
 * thresholds), each written form of the mark (ckb, en, ar) against each of the sign's, the best
 * pair counting. The score is then weighed by the Nice classes (nice-coordination.ts):
 *
 *   score ≥ 0.85 (CONFLICT_THRESHOLD), same or coordinated class, or a trade name → refuse;
 *   score ≥ 0.85, unrelated classes                                      → weak: allowed, listed;
 *   0.6 ≤ score < 0.85 (SIMILAR_THRESHOLD), same or coordinated, or a trade name → similar: listed;
 *   anything else                                                        → not listed.
 *
 * See docs/trademarks.md.
 */
import { SPELLING_LOCALES, type TrademarkWordMark } from '#src/applications/application';
import { nameKeys } from '#src/trade-names/naming/name-key';
import { nameMatcher, type HeldName, type NameMatch } from '#src/trade-names/naming/name-match';
import { CONFLICT_THRESHOLD, SIMILAR_THRESHOLD } from '#src/trade-names/naming/similarity';
import { CLASS_RELATIONS, compareClasses, REFUSING_RELATIONS, type ClassComparison } from './nice-coordination.js';

export type SignKind = 'mark' | 'trade_name';
/** A mark: pending (an earlier application), reserved or registered; a trade name: its claim's status, or legacy. */
export type SignStatus = 'pending' | 'reserved' | 'granted' | 'registered' | 'legacy';
export type ConflictVerdict = 'refuse' | 'similar' | 'weak';

export const WORD_MARK_REASON_CODES = [
  'trademark.same-class-mark',
  'trademark.related-class-mark',
  'trademark.trade-name-conflict',
  'trademark.similar-sign',
  'trademark.unrelated-class',
  'trademark.generic-only',
] as const;
export type WordMarkReasonCode = (typeof WORD_MARK_REASON_CODES)[number];

/** A mark or a trade name already held, with the stored keys of each of its written forms. */
export interface HeldSign {
  kind: SignKind;
  id: string;
  /** The number people use (`TM-2026-000012`, `TN-2026-000123`), when it has one. */
  reference?: string;
  /** Each written form: a mark's ckb, en and ar words; a trade name's name. */
  words: readonly HeldName[];
  /** A mark's Nice classes; a trade name's only where known (else empty: `unclassified`). */
  classes: readonly number[];
  status: SignStatus;
  /** The application holding it (for staff only). */
  holder?: string;
}

export interface WordMarkRequest {
  wordMark: TrademarkWordMark;
  classes: readonly number[];
  /** The application examined: its own entry in the register (an earlier version) is not a conflict. */
  holder?: string;
}

export interface SignConflict extends ClassComparison {
  id: string;
  kind: SignKind;
  reference?: string;
  status: SignStatus;
  holder?: string;
  /** The sign's words that met the mark, and the mark's words they met. */
  name: string;
  matchedWith: string;
  /** Rounded to 3 decimals; 1 for the same name (`exact`). */
  score: number;
  exact: boolean;
  /** The sign's classes, ascending. */
  classes: number[];
  verdict: ConflictVerdict;
  /** The coded reason of this one conflict, and its parameters (its message names this sign). */
  reason: WordMarkReasonCode;
  params: Record<string, string[]>;
}

/** A reason refusing the mark, with the conflicts behind it (best first) and its message's parameters. */
export interface WordMarkReason {
  code: WordMarkReasonCode;
  conflicts: SignConflict[];
  params?: Record<string, string[]>;
  /** The field a text problem names (`trademark.generic-only`). */
  field?: string;
}

export interface WordMarkExamination {
  /** No refusing reason. */
  allowed: boolean;
  /** The refusing reasons: generic only, then same class, related class, trade name. */
  reasons: WordMarkReason[];
  /** Every sign listed (refuse, similar, weak), most serious first, then by score. */
  conflicts: SignConflict[];
}

/** A written form's text and stored keys, as the register keeps it beside a mark or a name. */
export function heldName(text: string): HeldName {
  const keys = nameKeys(text);
  return { name: keys.display, latin: keys.latin, skeleton: keys.skeleton };
}

/** The written forms of a word mark, in the order of SPELLING_LOCALES. */
export function wordMarkTexts(wordMark: TrademarkWordMark): string[] {
  return SPELLING_LOCALES.map((locale) => wordMark[locale]?.trim() ?? '').filter(Boolean);
}

const VERDICT_ORDER: readonly ConflictVerdict[] = ['refuse', 'similar', 'weak'];
const REFUSING_ORDER: readonly WordMarkReasonCode[] = [
  'trademark.same-class-mark',
  'trademark.related-class-mark',
  'trademark.trade-name-conflict',
];
/** How many signs a refusing reason's message names. */
const NAMED_IN_MESSAGE = 3;

function verdictOf(score: number, comparison: ClassComparison): ConflictVerdict | undefined {
  const related = REFUSING_RELATIONS.has(comparison.relation);
  if (score >= CONFLICT_THRESHOLD) return related ? 'refuse' : 'weak';
  if (score >= SIMILAR_THRESHOLD && related) return 'similar';
  return undefined;
}

function reasonOf(verdict: ConflictVerdict, kind: SignKind, comparison: ClassComparison): WordMarkReasonCode {
  if (verdict === 'similar') return 'trademark.similar-sign';
  if (verdict === 'weak') return 'trademark.unrelated-class';
  if (kind === 'trade_name') return 'trademark.trade-name-conflict';
  return comparison.relation === 'same' ? 'trademark.same-class-mark' : 'trademark.related-class-mark';
}

/** The classes a message names: shared ones, coordinated pairs ("9 ↔ 42"), or the sign's own. */
function classesNamed(conflict: Pick<SignConflict, 'sharedClasses' | 'coordinatedPairs' | 'classes'>): string[] {
  if (conflict.sharedClasses.length > 0) return conflict.sharedClasses.map(String);
  if (conflict.coordinatedPairs.length > 0) return conflict.coordinatedPairs.map(([ours, theirs]) => `${ours} ↔ ${theirs}`);
  return conflict.classes.map(String);
}

/** The parameters of one conflict's message: the sign's words, and the classes where the message names them. */
function paramsOf(conflict: SignConflict): Record<string, string[]> {
  switch (conflict.reason) {
    case 'trademark.same-class-mark':
    case 'trademark.related-class-mark':
      return { marks: [conflict.name], classes: classesNamed(conflict) };
    case 'trademark.unrelated-class':
      return { names: [conflict.name], classes: classesNamed(conflict) };
    default:
      return { names: [conflict.name] };
  }
}

/** The best pair of written forms: the highest score, an exact match before an equal score. */
function bestMatch(matchers: readonly ((held: HeldName) => NameMatch)[], texts: readonly string[], words: readonly HeldName[]) {
  let best: { match: NameMatch; ours: string; theirs: string } | undefined;
  matchers.forEach((match, i) => {
    for (const word of words) {
      const found = match(word);
      if (!best || found.score > best.match.score || (found.score === best.match.score && found.exact && !best.match.exact))
        best = { match: found, ours: texts[i]!, theirs: word.name };
    }
  });
  return best;
}

export function examineWordMark(request: WordMarkRequest, signs: readonly HeldSign[]): WordMarkExamination {
  const texts = wordMarkTexts(request.wordMark);
  const keys = texts.map((text) => nameKeys(text));
  const distinctive = keys.map((k, i) => ({ k, text: texts[i]! })).filter(({ k }) => !k.genericOnly);
  const reasons: WordMarkReason[] = [];
  if (texts.length > 0 && distinctive.length === 0) reasons.push({ code: 'trademark.generic-only', conflicts: [], field: 'wordMark' });

  // Scores below the similar threshold are never listed, so they need not be exact.
  const matchers = distinctive.map(({ k }) => nameMatcher(k, SIMILAR_THRESHOLD));
  const distinctiveTexts = distinctive.map(({ text }) => text);
  const conflicts: SignConflict[] = [];
  for (const sign of signs) {
    if (request.holder && sign.holder === request.holder) continue;
    const best = bestMatch(matchers, distinctiveTexts, sign.words);
    if (!best) continue;
    const comparison = compareClasses(request.classes, sign.classes);
    const verdict = verdictOf(best.match.score, comparison);
    if (!verdict) continue;
    const classes = [...new Set(sign.classes)].sort((a, b) => a - b);
    const conflict: SignConflict = {
      id: sign.id,
      kind: sign.kind,
      ...(sign.reference ? { reference: sign.reference } : {}),
      status: sign.status,
      ...(sign.holder ? { holder: sign.holder } : {}),
      name: best.theirs,
      matchedWith: best.ours,
      score: Math.round(best.match.score * 1000) / 1000,
      exact: best.match.exact,
      classes,
      ...comparison,
      verdict,
      reason: reasonOf(verdict, sign.kind, comparison),
      params: {},
    };
    conflict.params = paramsOf(conflict);
    conflicts.push(conflict);
  }

  conflicts.sort(
    (a, b) =>
      VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict) ||
      b.score - a.score ||
      CLASS_RELATIONS.indexOf(a.relation) - CLASS_RELATIONS.indexOf(b.relation) ||
      a.name.localeCompare(b.name),
  );
  for (const code of REFUSING_ORDER) {
    const behind = conflicts.filter((c) => c.reason === code);
    if (behind.length === 0) continue;
    const named = behind.slice(0, NAMED_IN_MESSAGE).map((c) => c.name);
    reasons.push({
      code,
      conflicts: behind,
      params:
        code === 'trademark.trade-name-conflict'
          ? { names: named }
          : { marks: named, classes: [...new Set(behind.slice(0, NAMED_IN_MESSAGE).flatMap(classesNamed))] },
    });
  }
  return { allowed: reasons.length === 0, reasons, conflicts };
}
