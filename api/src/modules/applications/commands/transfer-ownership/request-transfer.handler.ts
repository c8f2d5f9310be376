import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationCommands } from '../../collaborators/application-commands.js';
import { ApplicationAccess, commandActor } from '../../collaborators/application-access.js';
import { TransferCodes } from '../../collaborators/transfer-codes.js';
import { ApplicationKinds } from '../../kinds/application-kinds.js';
import { RequestTransferCommand } from './request-transfer.command.js';

/** request_transfer, with the code to the new address queued in the same transaction. */
@CommandHandler(RequestTransferCommand)
export class RequestTransferHandler implements ICommandHandler<RequestTransferCommand> {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
    private readonly access: ApplicationAccess,
    private readonly codes: TransferCodes,
  ) {}

  async execute({ kind: kindName, principal, id, newEmail, locale, idempotencyKey }: RequestTransferCommand) {
    const kind = this.kinds.named(kindName);
    return this.commands.execute(
      kind.aggregate,
      id,
      (loaded) => (this.access.readable(principal, loaded), { type: 'request_transfer', at: new Date(), actor: commandActor(principal), newEmail }),
      { idempotencyKey, alongside: (tx) => this.codes.send(tx, newEmail, locale) },
    );
  }
}
