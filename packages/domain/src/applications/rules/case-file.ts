import type { SignConflict, WordMarkReasonCode } from '#src/trademarks/examination/word-mark-conflicts';
import type { LogoComparison } from '#src/trademarks/examination/logo-similarity';
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

/**
 * Another mark whose logo is near or similar to this one's by perceptual hash (`compareLogos`):
 * information for the examiner, never a reason the rule refuses.
 */
export interface CaseFileSimilarLogo extends LogoComparison {
  /** The other mark's application. */
  id: string;
  reference?: string;
  /** Its words (ckb / en / ar), or empty for a mark without words. */
  name: string;
  classes: number[];
  status: 'pending' | 'reserved';
  /** Its logo's upload id: staff read the image through the files API. */
  logo: string;
}

/** Trademark examination of the application's word mark (issue 33 §1), as the examiner reads it. */
export interface CaseFileExamination {
  allowed: boolean;
  reasons: { code: WordMarkReasonCode; field: string; message: string }[];
  /** Every conflict, weak ones included, refusals first. */
  conflicts: CaseFileSignConflict[];
  /**
   * The marks held whose logos are nearest this mark's, nearest first (at most ten, near and
   * similar only); null when this mark has no logo or its image could not be hashed.
   */
  similarLogos: CaseFileSimilarLogo[] | null;
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
