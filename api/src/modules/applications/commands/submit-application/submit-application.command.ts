import { Command } from '@nestjs/cqrs';
import type { ApplicationDetails } from '@registry/domain/applications/rules/lookups';
import type { Principal } from '../../../../shared/http/principal.js';
import type { Executed } from '../../collaborators/application-commands.js';
import type { AnyEvent, AnyState, ApplicationKindName } from '../../kinds/application-kind.js';

export type Submitted = Executed<AnyState, AnyEvent> & { id: string };

/** An applicant applies: a new stream of the kind, its payload checked against the kind's rules. */
export class SubmitApplicationCommand extends Command<Submitted> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly details: ApplicationDetails,
    /** Caller-scoped: a retry with the same key writes the same events. */
    readonly idempotencyKey: string | undefined,
  ) {
    super();
  }
}
