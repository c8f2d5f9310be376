/**
 * Whether a trade name may be taken, as a pure function over the name and the candidates that
 * the database found near it. The public pre-check (`/eligible`) and the write side (claiming a
 * name inside the submission's transaction) both call `assessEligibility`, so the applicant's
 * check and the examiner's can never disagree.
 */
import { nameKeys, scriptMatchesLocale, type NameKeys } from '../naming/name-key.js';
import { nameLanguages } from '../naming/name-language.js';
import { nameMatcher, sortedTokens } from '../naming/name-match.js';
import { matchLevel, SIMILAR_THRESHOLD } from '../naming/similarity.js';

export { sortedTokens };

export type ProtectionLevel = 'kri_level' | 'district_level';
export type NameLocale = 'ckb' | 'en' | 'ar' | 'kmr';
export type ClaimStatus = 'pending' | 'reserved' | 'granted' | 'registered';

export type ReasonCode =
  | 'trade-name.registered'
  | 'trade-name.reserved'
  | 'trade-name.pending'
  | 'trade-name.legacy'
  | 'trade-name.too-similar'
  | 'trade-name.special-characters'
  | 'trade-name.wrong-script'
  | 'trade-name.script-mismatch'
  | 'trade-name.generic-only';

export interface NameRequest {
  name: string;
  /** The language the name is written in; when absent, any Arabic-script or Latin name is accepted. */
  locale?: NameLocale;
  protectionLevel: ProtectionLevel;
  districtId?: string;
  /**
   * Who asks (the applicant's e-mail, when known): a legacy name the trade-name department has
   * reintroduced for this applicant is theirs to take.
   */
  claimant?: string;
}

/** A name already held (a claim) or on the old register (legacy), with its stored keys. */
export interface Candidate {
  source: 'claim' | 'legacy';
  id: string;
  name: string;
  latin: string;
  skeleton: string;
  status?: ClaimStatus;
  protectionLevel?: ProtectionLevel;
  districtId?: string | null;
  /** The application holding the claim (never shown publicly). */
  holder?: string;
  /** A legacy name the trade-name department reintroduced: the e-mail of the one applicant who may take it. */
  reintroducedFor?: string | null;
}

export interface Conflict {
  name: string;
  score: number;
  source: 'claim' | 'legacy';
  status?: ClaimStatus;
  districtId?: string | null;
  protectionLevel?: ProtectionLevel;
  id: string;
  holder?: string;
}

export interface Reason {
  code: ReasonCode;
  conflicts: Conflict[];
  params?: Record<string, string | string[]>;
}

export interface Assessment {
  eligible: boolean;
  keys: NameKeys;
  /** The key two live claims of one scope may not share (a unique index holds it). */
  matchKey: string;
  reasons: Reason[];
  /** Every candidate at or above the "similar" threshold, best first, in scope or not. */
  similar: Conflict[];
}

const STATUS_REASON: Record<ClaimStatus, ReasonCode> = {
  registered: 'trade-name.registered',
  granted: 'trade-name.registered',
  reserved: 'trade-name.reserved',
  pending: 'trade-name.pending',
};

/**
 * A region-wide (kri_level) name conflicts everywhere; a district-level one only with names of
 * its district and with region-wide names. The legacy register is region-wide.
 */
export function inScope(request: NameRequest, candidate: Candidate): boolean {
  if (candidate.source === 'legacy') return true;
  if (request.protectionLevel === 'kri_level' || candidate.protectionLevel === 'kri_level') return true;
  return !!request.districtId && candidate.districtId === request.districtId;
}

/** A legacy name reintroduced for this very applicant conflicts with nothing they ask for. */
export function reintroducedFor(request: NameRequest, candidate: Candidate): boolean {
  return (
    candidate.source === 'legacy' &&
    !!candidate.reintroducedFor &&
    !!request.claimant &&
    candidate.reintroducedFor.toLowerCase() === request.claimant.trim().toLowerCase()
  );
}

/** The rules of a name's own text, which need no register: letters, special characters, a distinctive word. */
export type NameTextCode =
  'trade-name.special-characters' | 'trade-name.wrong-script' | 'trade-name.script-mismatch' | 'trade-name.generic-only';

export interface NameTextProblem {
  code: NameTextCode;
  /**
   * `language`: the language chosen. For `trade-name.script-mismatch`, `suggestedLanguage` (the
   * likeliest language of the letters) and `languages` (every language they fit, likeliest first).
   */
  params?: Record<string, string | string[]>;
}

/**
 * What is wrong with a name's text alone (spec §5: no special characters; only the letters of
 * the chosen language; not generic words only), in the order the applicant should fix it. The
 * eligibility check, the application rules (at the name's field) and the forms, as the applicant
 * types, all call this one function.
 */
export function nameTextProblems(name: string, locale: NameLocale | undefined, keys: NameKeys = nameKeys(name)): NameTextProblem[] {
  const problems: NameTextProblem[] = [];
  if (keys.hasSpecialCharacters) problems.push({ code: 'trade-name.special-characters' });
  if (locale && !scriptMatchesLocale(name, locale)) {
    // Letters of another language: a correction to offer, not a name refused (issue 34 §2).
    const languages = nameLanguages(name);
    problems.push(
      languages.length
        ? { code: 'trade-name.script-mismatch', params: { language: locale, suggestedLanguage: languages[0]!, languages } }
        : { code: 'trade-name.wrong-script', params: { language: locale } },
    );
  }
  if (keys.genericOnly) problems.push({ code: 'trade-name.generic-only' });
  return problems;
}

/** `keys`: the name's keys, when the caller has computed them already (to find the candidates). */
export function assessEligibility(
  request: NameRequest,
  candidates: readonly Candidate[],
  keys: NameKeys = nameKeys(request.name),
): Assessment {
  const matchKey = sortedTokens(keys.latin);
  const reasons: Reason[] = nameTextProblems(request.name, request.locale, keys).map((p) => ({ ...p, conflicts: [] }));

  const scored: Conflict[] = [];
  const byReason = new Map<ReasonCode, Conflict[]>();
  if (!keys.genericOnly) {
    // Names scoring under the similar threshold are not listed, so their exact score is not needed.
    const match = nameMatcher(keys, SIMILAR_THRESHOLD);
    for (const c of candidates) {
      if (reintroducedFor(request, c)) continue;
      const { exact, score } = match(c);
      const level = matchLevel(score);
      if (level === 'none') continue;
      const conflict: Conflict = {
        id: c.id,
        name: c.name,
        score: Math.round(score * 1000) / 1000,
        source: c.source,
        status: c.status,
        districtId: c.districtId ?? null,
        protectionLevel: c.protectionLevel,
        holder: c.holder,
      };
      scored.push(conflict);
      if (!inScope(request, c) || level !== 'conflict') continue;
      const code: ReasonCode =
        c.source === 'legacy' ? 'trade-name.legacy' : exact ? STATUS_REASON[c.status ?? 'pending'] : 'trade-name.too-similar';
      byReason.set(code, [...(byReason.get(code) ?? []), conflict]);
    }
  }
  const order: ReasonCode[] = [
    'trade-name.registered',
    'trade-name.reserved',
    'trade-name.pending',
    'trade-name.legacy',
    'trade-name.too-similar',
  ];
  for (const code of order) {
    const conflicts = byReason.get(code);
    if (!conflicts) continue;
    conflicts.sort((a, b) => b.score - a.score);
    reasons.push({
      code,
      conflicts,
      ...(code === 'trade-name.too-similar' ? { params: { names: conflicts.slice(0, 3).map((c) => c.name) } } : {}),
    });
  }
  scored.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  return { eligible: reasons.length === 0, keys, matchKey, reasons, similar: scored };
}
