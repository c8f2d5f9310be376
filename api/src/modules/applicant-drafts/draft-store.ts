import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { DraftContent, DraftKind } from '@registry/domain/applications/drafts';
import { PG_POOL } from '#src/tokens';
import type { SqlSession } from '#src/event-store/event-store';
import { sql } from '#src/infrastructure/database/read-models/sql';

export interface StoredDraft extends DraftContent {
  kind: DraftKind;
  version: number;
  updated_at: string;
}

export interface DraftRow {
  kind: DraftKind;
  version: number;
  content: DraftContent;
  updated_at: Date;
}

export const toDraft = (row: DraftRow): StoredDraft => ({
  kind: row.kind,
  version: row.version,
  values: row.content.values,
  completed: row.content.completed,
  updated_at: row.updated_at.toISOString(),
});

/** The kind of draft an application kind's submission ends. */
export const draftKindOfApplication = (kind: string): DraftKind | null =>
  kind === 'trade-names' ? 'trade-name' : kind === 'businesses' ? 'business' : null;

/**
 * `applicant_drafts` (migration 1760000000081): one draft per applicant (their e-mail, lower
 * case) and kind. A save names the version it last saw (0: none yet); a stale one is refused
 * (409 with the current version), so two devices never overwrite each other unseen. Reading and
 * saving are GetDraft's and SaveDraft's; the removal is shared by DeleteDraft and the submission
 * that ends the draft.
 */
@Injectable()
export class DraftStore {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Removes the draft (none is fine); inside a submission's transaction when `session` is given. */
  async remove(owner: string, kind: DraftKind, session: SqlSession = this.pool): Promise<void> {
    await session.query(sql`DELETE FROM applicant_drafts WHERE owner_email = lower(${owner}) AND kind = ${kind}`);
  }
}
