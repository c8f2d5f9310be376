import { Command } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { Executed } from '#src/modules/applications/collaborators/application-commands';
import type { AnyEvent, AnyState, ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

/** The new owner confirms with the code sent to them and the documents approving the transfer. */
export class ConfirmTransferCommand extends Command<Executed<AnyState, AnyEvent>> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly id: string,
    readonly code: string,
    readonly documents: readonly string[] | undefined,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
