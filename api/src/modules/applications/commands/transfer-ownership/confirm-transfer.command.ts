import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../shared/http/principal.js';
import type { Executed } from '../../collaborators/application-commands.js';
import type { AnyEvent, AnyState, ApplicationKindName } from '../../kinds/application-kind.js';

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
