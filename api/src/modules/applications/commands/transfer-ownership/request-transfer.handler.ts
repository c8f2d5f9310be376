import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { linkOrigin, type AppConfig } from '#src/config/config';
import { CONFIG } from '#src/tokens';
import { ApplicationCommands } from '#src/modules/applications/collaborators/application-commands';
import { ApplicationAccess, commandActor } from '#src/modules/applications/collaborators/application-access';
import { TransferCodes } from '#src/modules/applications/collaborators/transfer-codes';
import { ApplicationKinds } from '#src/modules/applications/kinds/application-kinds';
import { referencesOf } from '#src/modules/applications/collaborators/reference-sequence';
import { PORTAL_PATH_OF_KIND } from '#src/modules/applications/status-mail-templates';
import { kindLabelOf } from '@registry/domain/applications/workflow/presentation';
import { businessTypeIn } from '#src/modules/applications/projections/application-notifications.projection';
import { applicationNameIn } from '@registry/domain/applications/rules/application-name';
import type { ApplicationStreamType } from '#src/modules/applications/projections/application-facets';
import { RequestTransferCommand } from './request-transfer.command.js';

/** request_transfer, with the code to the new address queued in the same transaction, naming the application and its sender. */
@CommandHandler(RequestTransferCommand)
export class RequestTransferHandler implements ICommandHandler<RequestTransferCommand> {
  constructor(
    private readonly kinds: ApplicationKinds,
    private readonly commands: ApplicationCommands,
    private readonly access: ApplicationAccess,
    private readonly codes: TransferCodes,
    @Inject(CONFIG) private readonly config: AppConfig,
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
          const name = applicationNameIn(before.details) ?? reference;
          const streamType = kind.aggregate.streamType as ApplicationStreamType;
          await this.codes.send(tx, newEmail, locale, (mailLocale) => ({
            // A foreign company's application is a branch's, and named so (issue 34 §4).
            kind: kindLabelOf(streamType, businessTypeIn(before.details))[mailLocale],
            name,
            reference,
            from: before.ownerEmail ?? '',
            // Where the code is typed: the application's transfer page, signed in with the new address (issue 34 §6).
            link: `${linkOrigin(this.config)}${PORTAL_PATH_OF_KIND[streamType]}/${id}/transfer`,
          }));
        },
      },
    );
  }
}
