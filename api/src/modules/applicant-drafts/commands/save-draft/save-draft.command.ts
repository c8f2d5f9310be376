import { Command } from '@nestjs/cqrs';
import type { DraftContent, DraftKind } from '@registry/domain/applications/drafts';
import type { StoredDraft } from '#src/modules/applicant-drafts/draft-store';

/** Saves the caller's draft over the version they last saw (0: a new draft). */
export class SaveDraftCommand extends Command<StoredDraft> {
  constructor(
    readonly owner: string,
    readonly kind: DraftKind,
    readonly seenVersion: number,
    readonly content: DraftContent,
  ) {
    super();
  }
}
