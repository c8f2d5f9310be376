import { Query } from '@nestjs/cqrs';
import type { DraftKind } from '@registry/domain/applications/drafts';
import type { StoredDraft } from '#src/modules/applicant-drafts/draft-store';

/** The caller's draft of a kind, or null when they have none yet. */
export class GetDraftQuery extends Query<StoredDraft | null> {
  constructor(
    readonly owner: string,
    readonly kind: DraftKind,
  ) {
    super();
  }
}
