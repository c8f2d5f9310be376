import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { toDraft, type DraftRow, type StoredDraft } from '#src/modules/applicant-drafts/draft-store';
import { GetDraftQuery } from './get-draft.query.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(GetDraftQuery)
export class GetDraftHandler implements IQueryHandler<GetDraftQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Null, not a 404, for a draft not saved yet: every registration starts by asking (issue 34 §8). */
  async execute({ owner, kind }: GetDraftQuery): Promise<StoredDraft | null> {
    const { rows } = await this.pool.query<DraftRow>(
      sql`SELECT kind, version, content, updated_at FROM applicant_drafts WHERE owner_email = lower(${owner}) AND kind = ${kind}`,
    );
    return rows[0] ? toDraft(rows[0]) : null;
  }
}
