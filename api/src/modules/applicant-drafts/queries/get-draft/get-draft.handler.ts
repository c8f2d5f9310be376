import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DraftStore, type StoredDraft } from '#src/modules/applicant-drafts/draft-store';
import { GetDraftQuery } from './get-draft.query.js';

@QueryHandler(GetDraftQuery)
export class GetDraftHandler implements IQueryHandler<GetDraftQuery> {
  constructor(private readonly drafts: DraftStore) {}

  execute({ owner, kind }: GetDraftQuery): Promise<StoredDraft> {
    return this.drafts.get(owner, kind);
  }
}
