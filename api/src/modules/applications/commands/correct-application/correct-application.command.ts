import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../shared/http/principal.js';
import type { Executed } from '../../collaborators/application-commands.js';
import type { AnyEvent, AnyState, ApplicationKindName } from '../../kinds/application-kind.js';

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
