import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { conflict } from '@registry/domain/shared/domain-error';
import { DraftMessages, draftNotFound, type DraftContent, type DraftKind } from '@registry/domain/applications/drafts';
import { PG_POOL } from '#src/tokens';
import type { SqlSession } from '#src/event-store/event-store';

export interface StoredDraft extends DraftContent {
  kind: DraftKind;
  version: number;
  updated_at: string;
}

interface DraftRow {
  kind: DraftKind;
  version: number;
  content: DraftContent;
  updated_at: Date;
}

const toDraft = (row: DraftRow): StoredDraft => ({
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
 * (409 with the current version), so two devices never overwrite each other unseen.
 */
@Injectable()
export class DraftStore {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async get(owner: string, kind: DraftKind): Promise<StoredDraft> {
    const { rows } = await this.pool.query<DraftRow>(
      'SELECT kind, version, content, updated_at FROM applicant_drafts WHERE owner_email = lower($1) AND kind = $2',
      [owner, kind],
    );
    if (!rows[0]) throw draftNotFound();
    return toDraft(rows[0]);
  }

  async save(owner: string, kind: DraftKind, seenVersion: number, content: DraftContent): Promise<StoredDraft> {
    const json = JSON.stringify(content);
    const { rows } =
      seenVersion === 0
        ? await this.pool.query<DraftRow>(
            `INSERT INTO applicant_drafts (owner_email, kind, version, content) VALUES (lower($1), $2, 1, $3::jsonb)
             ON CONFLICT (owner_email, kind) DO NOTHING RETURNING kind, version, content, updated_at`,
            [owner, kind, json],
          )
        : await this.pool.query<DraftRow>(
            `UPDATE applicant_drafts SET version = version + 1, content = $4::jsonb, updated_at = now()
              WHERE owner_email = lower($1) AND kind = $2 AND version = $3 RETURNING kind, version, content, updated_at`,
            [owner, kind, seenVersion, json],
          );
    if (rows[0]) return toDraft(rows[0]);
    const current = await this.pool.query<{ version: number }>(
      'SELECT version FROM applicant_drafts WHERE owner_email = lower($1) AND kind = $2',
      [owner, kind],
    );
    throw conflict(DraftMessages['draft.version-conflict'], { version: current.rows[0]?.version ?? 0 });
  }

  /** Removes the draft (none is fine); inside a submission's transaction when `session` is given. */
  async remove(owner: string, kind: DraftKind, session: SqlSession = this.pool): Promise<void> {
    await session.query('DELETE FROM applicant_drafts WHERE owner_email = lower($1) AND kind = $2', [owner, kind]);
  }
}
