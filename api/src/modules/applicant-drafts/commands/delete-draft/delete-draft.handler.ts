import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DraftStore } from '#src/modules/applicant-drafts/draft-store';
import { DeleteDraftCommand } from './delete-draft.command.js';

@CommandHandler(DeleteDraftCommand)
export class DeleteDraftHandler implements ICommandHandler<DeleteDraftCommand> {
  constructor(private readonly drafts: DraftStore) {}

  execute({ owner, kind }: DeleteDraftCommand): Promise<void> {
    return this.drafts.remove(owner, kind);
  }
}
