import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { conflict, invalid } from '@registry/domain/shared/domain-error';
import {
  DRAFT_MAX_BYTES,
  DraftMessages,
  draftProblems,
  draftTooLarge,
  type DraftContent,
  type DraftKind,
} from '@registry/domain/applications/drafts';
import { PG_POOL } from '#src/tokens';
import { toDraft, type DraftRow, type StoredDraft } from '#src/modules/applicant-drafts/draft-store';
import { SaveDraftCommand } from './save-draft.command.js';

/** Checks the draft's shape and size (not the application's rules: it is partial), then stores it. */
@CommandHandler(SaveDraftCommand)
export class SaveDraftHandler implements ICommandHandler<SaveDraftCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  execute({ owner, kind, seenVersion, content }: SaveDraftCommand): Promise<StoredDraft> {
    const draft = { values: content.values, completed: content.completed };
    if (Buffer.byteLength(JSON.stringify(draft)) > DRAFT_MAX_BYTES) throw draftTooLarge();
    const problems = draftProblems(draft);
    if (problems.length) throw invalid(problems);
    return this.save(owner, kind, seenVersion, draft);
  }

  /** Inserts the first version (seen 0) or replaces the one seen; 409 with the current version otherwise. */
  private async save(owner: string, kind: DraftKind, seenVersion: number, content: DraftContent): Promise<StoredDraft> {
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
}
