import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationCommands } from '../../collaborators/application-commands.js';
import { ApplicationAccess, commandActor } from '../../collaborators/application-access.js';
import { TransferCodes } from '../../collaborators/transfer-codes.js';
import { ApplicationKinds } from '../../kinds/application-kinds.js';
import { referencesOf } from '../../collaborators/reference-sequence.js';
import { KIND_LABELS } from '../../status-mail-templates.js';
import { applicationNameIn } from '../../projections/application-notifications.projection.js';
import type { ApplicationStreamType } from '../../projections/application-facets.js';
import { RequestTransferCommand } from './request-transfer.command.js';

/** request_transfer, with the code to the new address queued in the same transaction, naming the application and its sender. */
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
      (loaded) => (
        this.access.readable(principal, loaded),
        { type: 'request_transfer', at: new Date(), actor: commandActor(principal), newEmail }
      ),
      {
        idempotencyKey,
        alongside: async (tx, { before }) => {
          // The recipient is told which application comes to them, and from whom (issue 23 §6).
          const reference = before.reference ?? (await referencesOf(tx, [id])).get(id) ?? id;
          const kindLabel = KIND_LABELS[kind.aggregate.streamType as ApplicationStreamType][locale];
          const name = applicationNameIn(before.details) ?? reference;
          await this.codes.send(tx, newEmail, locale, { kind: kindLabel, name, reference, from: before.ownerEmail ?? '' });
        },
      },
    );
  }
}
