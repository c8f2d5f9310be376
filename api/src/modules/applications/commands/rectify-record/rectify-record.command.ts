import { Command } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { Executed } from '#src/modules/applications/collaborators/application-commands';
import type { AnyEvent, AnyState, ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

/** Rectify the register after the grant: staff correct a clerical error in a fact the certificate states (issue 33). */
export class RectifyRecordCommand extends Command<Executed<AnyState, AnyEvent>> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly id: string,
    readonly reason: string,
    /** The corrected facts, nested as the details are; the domain says which a kind opens. */
    readonly patch: Record<string, unknown>,
    /** The version the caller saw; another current version is a 409. */
    readonly expectedVersion: number | undefined,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
