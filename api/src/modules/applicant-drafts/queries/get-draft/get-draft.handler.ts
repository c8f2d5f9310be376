import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { draftNotFound } from '@registry/domain/applications/drafts';
import { PG_POOL } from '#src/tokens';
import { toDraft, type DraftRow, type StoredDraft } from '#src/modules/applicant-drafts/draft-store';
import { GetDraftQuery } from './get-draft.query.js';

@QueryHandler(GetDraftQuery)
export class GetDraftHandler implements IQueryHandler<GetDraftQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ owner, kind }: GetDraftQuery): Promise<StoredDraft> {
    const { rows } = await this.pool.query<DraftRow>(
      'SELECT kind, version, content, updated_at FROM applicant_drafts WHERE owner_email = lower($1) AND kind = $2',
      [owner, kind],
    );
    if (!rows[0]) throw draftNotFound();
    return toDraft(rows[0]);
  }
}
