import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid } from '@registry/domain/shared/domain-error';
import { DRAFT_MAX_BYTES, draftProblems, draftTooLarge } from '@registry/domain/applications/drafts';
import { DraftStore, type StoredDraft } from '#src/modules/applicant-drafts/draft-store';
import { SaveDraftCommand } from './save-draft.command.js';

/** Checks the draft's shape and size (not the application's rules: it is partial), then stores it. */
@CommandHandler(SaveDraftCommand)
export class SaveDraftHandler implements ICommandHandler<SaveDraftCommand> {
  constructor(private readonly drafts: DraftStore) {}

  execute({ owner, kind, seenVersion, content }: SaveDraftCommand): Promise<StoredDraft> {
    const draft = { values: content.values, completed: content.completed };
    if (Buffer.byteLength(JSON.stringify(draft)) > DRAFT_MAX_BYTES) throw draftTooLarge();
    const problems = draftProblems(draft);
    if (problems.length) throw invalid(problems);
    return this.drafts.save(owner, kind, seenVersion, draft);
  }
}
