import type { FieldProblem } from '#src/shared/domain-error';
import { keysChangedOutsideSections, type CorrectionSection } from '../application.js';
import { ApplicationCodes } from './codes.js';

/**
 * A correction changes only what the reviewer asked to correct (spec §2 "Correction variants"):
 * each other top-level part that differs is `correction.section-locked` on that part.
 */
export function validateCorrection(
  kind: 'business' | 'trade-name',
  sections: readonly CorrectionSection[],
  before: object,
  after: object,
): FieldProblem[] {
  return keysChangedOutsideSections(kind, sections, before, after).map((field) => ({
    code: ApplicationCodes.correctionSectionLocked,
    field,
    params: { sections: [...sections] },
  }));
}
