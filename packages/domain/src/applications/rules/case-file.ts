import type { SignConflict, WordMarkReasonCode } from '#src/trademarks/examination/word-mark-conflicts';
import type { CaseCheck } from './case-checks.js';
import type { CasePerson } from './case-persons.js';

export interface CaseFileCheck extends CaseCheck {
  /** The explanation in the caller's language, amounts written as that language writes them. */
  message: string;
}

/** One sign a trademark's word mark meets, explained in the caller's language (for staff: with its holder). */
export interface CaseFileSignConflict extends SignConflict {
  message: string;
  /** The sign was already held when the application was last (re)submitted. */
  heldAtSubmission: boolean;
}

/** Trademark examination of the application's word mark (issue 33 §1), as the examiner reads it. */
export interface CaseFileExamination {
  allowed: boolean;
  reasons: { code: WordMarkReasonCode; field: string; message: string }[];
  /** Every conflict, weak ones included, refusals first. */
  conflicts: CaseFileSignConflict[];
}

/**
 * The reviewer's case file of one application, as `GET /api/admin/{kind}/{id}/case-file` answers
 * it: its persons beside the civil registry's record of them, and the checks of the rules. A
 * trademark's also carries the examination of its word mark.
 */
export interface CaseFile {
  id: string;
  /** What the application is called: its trade name, or a trademark's words (ckb / en / ar). */
  title: string | null;
  submittedAt: string | null;
  persons: CasePerson[];
  checks: CaseFileCheck[];
  examination?: CaseFileExamination;
}
