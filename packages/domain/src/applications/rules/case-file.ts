import type { CaseCheck } from './case-checks.js';
import type { CasePerson } from './case-persons.js';

export interface CaseFileCheck extends CaseCheck {
  /** The explanation in the caller's language, amounts written as that language writes them. */
  message: string;
}

/**
 * The reviewer's case file of one application, as `GET /api/admin/{kind}/{id}/case-file` answers
 * it: its persons beside the civil registry's record of them, and the checks of the rules.
 */
export interface CaseFile {
  id: string;
  submittedAt: string | null;
  persons: CasePerson[];
  checks: CaseFileCheck[];
}
