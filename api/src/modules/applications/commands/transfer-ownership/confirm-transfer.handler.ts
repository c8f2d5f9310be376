import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationCommands } from '#src/modules/applications/collaborators/application-commands';
import { ApplicationAccess, commandActor } from '#src/modules/applications/collaborators/application-access';
import { ApplicationUploads } from '#src/modules/applications/collaborators/application-uploads';
import { TransferCodes } from '#src/modules/applications/collaborators/transfer-codes';
import { ApplicationKinds } from '#src/modules/applications/kinds/application-kinds';
import { ConfirmTransferCommand } from './confirm-transfer.command.js';

/**
 * The code sent to the new address confirms the transfer, with the documents approving it
 * (spec §3: at least one, the decider's rule; each an upload of the caller's, of kind
 * `approval_document`, used by no other application), attached to this one in the transaction
 * of its event.
 */
@CommandHandler(ConfirmTransferCommand)
export class ConfirmTransferHandler implements ICommandHandler<ConfirmTransferCommand> {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
    private readonly access: ApplicationAccess,
    private readonly uploads: ApplicationUploads,
    private readonly codes: TransferCodes,
  ) {}

  async execute({ kind: kindName, principal, id, code, documents, idempotencyKey }: ConfirmTransferCommand) {
    const kind = this.kinds.named(kindName);
    // One document named twice is one document; none at all the decider refuses.
    const approvalDocuments = [...new Set((documents ?? []).map((document) => document.toLowerCase()))];
    return this.commands.execute(
      kind.aggregate,
      id,
      (loaded) => (
        this.access.readable(principal, loaded),
        { type: 'confirm_transfer', at: new Date(), actor: commandActor(principal), approvalDocuments }
      ),
      {
        idempotencyKey,
        // The code was sent to the address the transfer goes to (the decider refuses when none is pending).
        alongside: async (tx, change) => {
          const pending = change.before.pendingTransfer;
          if (!pending) return;
          // Before the code: a wrong document does not use up an attempt at it.
          await this.uploads.requireApprovalDocuments(tx, principal, id, approvalDocuments);
          await this.codes.consume(tx, pending.newEmail, code);
          await this.uploads.attach(tx, approvalDocuments, id);
        },
      },
    );
  }
}
