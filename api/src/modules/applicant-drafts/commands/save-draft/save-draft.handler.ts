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
import { sql } from '#src/infrastructure/database/read-models/sql';

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
            sql`INSERT INTO applicant_drafts (owner_email, kind, version, content) VALUES (lower(${owner}), ${kind}, 1, ${json}::jsonb)
             ON CONFLICT (owner_email, kind) DO NOTHING RETURNING kind, version, content, updated_at`,
          )
        : await this.pool.query<DraftRow>(
            sql`UPDATE applicant_drafts SET version = version + 1, content = ${json}::jsonb, updated_at = now()
              WHERE owner_email = lower(${owner}) AND kind = ${kind} AND version = ${seenVersion} RETURNING kind, version, content, updated_at`,
          );
    if (rows[0]) return toDraft(rows[0]);
    const current = await this.pool.query<{ version: number }>(
      sql`SELECT version FROM applicant_drafts WHERE owner_email = lower(${owner}) AND kind = ${kind}`,
    );
    throw conflict(DraftMessages['draft.version-conflict'], { version: current.rows[0]?.version ?? 0 });
  }
}
