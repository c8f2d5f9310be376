import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { draftNotFound } from '@registry/domain/applications/drafts';
import { PG_POOL } from '#src/tokens';
import { toDraft, type DraftRow, type StoredDraft } from '#src/modules/applicant-drafts/draft-store';
import { GetDraftQuery } from './get-draft.query.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(GetDraftQuery)
export class GetDraftHandler implements IQueryHandler<GetDraftQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ owner, kind }: GetDraftQuery): Promise<StoredDraft> {
    const { rows } = await this.pool.query<DraftRow>(
      sql`SELECT kind, version, content, updated_at FROM applicant_drafts WHERE owner_email = lower(${owner}) AND kind = ${kind}`,
    );
    if (!rows[0]) throw draftNotFound();
    return toDraft(rows[0]);
  }
}
