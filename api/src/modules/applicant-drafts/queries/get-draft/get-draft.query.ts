import { Query } from '@nestjs/cqrs';
import type { DraftKind } from '@registry/domain/applications/drafts';
import type { StoredDraft } from '#src/modules/applicant-drafts/draft-store';

/** The caller's draft of a kind (404 draft.not-found when they have none). */
export class GetDraftQuery extends Query<StoredDraft> {
  constructor(
    readonly owner: string,
    readonly kind: DraftKind,
  ) {
    super();
  }
}
