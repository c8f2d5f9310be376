import { Command } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { Executed } from '#src/modules/applications/collaborators/application-commands';
import type { AnyEvent, AnyState, ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

/** The applicant answers a return for correction: new values of the fields of one section. */
export class CorrectApplicationCommand extends Command<Executed<AnyState, AnyEvent>> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly id: string,
    readonly section: string,
    readonly changes: Record<string, unknown>,
    /** The version the caller saw; another current version is a 409. */
    readonly expectedVersion: number | undefined,
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
