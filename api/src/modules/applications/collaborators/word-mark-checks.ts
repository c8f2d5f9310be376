import { Injectable } from '@nestjs/common';
import { HeldSigns, wordMarkRefusal } from '#src/modules/trademarks/examination/held-signs';
import type { ApplicationKindConfig } from '../kinds/application-kind.js';

/**
 * Trademark examination at a submission and a correction (issue 33 §1): a word mark the rule
 * refuses is refused with 422, each reason's code at the field `wordMark`, before anything is
 * written. The application's own earlier version is not a conflict. The held marks are the read
 * model's, so two conflicting marks submitted within the same moment can both pass: the examiner's
 * case file shows each to the other.
 */
@Injectable()
export class WordMarkChecks {
  constructor(private readonly signs: HeldSigns) {}

  async refuseIfConflicting(kind: ApplicationKindConfig, details: unknown, holder?: string): Promise<void> {
    const mark = kind.wordMarkOf?.(details);
    if (!mark) return;
    const examination = await this.signs.examine({ ...mark, ...(holder ? { holder } : {}) });
    if (!examination.allowed) throw wordMarkRefusal(examination);
  }

  /**
   * A correction examines the word mark only when it changes the words or the classes: a corrected
   * phone number is not refused for a conflict the examiner already has before them.
   */
  async refuseIfChanged(kind: ApplicationKindConfig, before: unknown, after: unknown, holder: string): Promise<void> {
    if (JSON.stringify(kind.wordMarkOf?.(before)) === JSON.stringify(kind.wordMarkOf?.(after))) return;
    await this.refuseIfConflicting(kind, after, holder);
  }
}
