import { Command } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Principal } from '#src/shared/http/principal';
import type { Executed } from '#src/modules/applications/collaborators/application-commands';
import type { AnyEvent, AnyState, ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

/** The owner asks to hand the application to another e-mail address; a code is sent there. */
export class RequestTransferCommand extends Command<Executed<AnyState, AnyEvent>> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly id: string,
    readonly newEmail: string,
    /** The language of the e-mail with the code. */
    readonly locale: Locale,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
