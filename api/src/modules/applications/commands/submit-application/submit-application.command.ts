import { Command } from '@nestjs/cqrs';
import type { ApplicationDetails } from '@registry/domain/applications/rules/lookups';
import type { Principal } from '#src/shared/http/principal';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Executed } from '#src/modules/applications/collaborators/application-commands';
import type { AnyEvent, AnyState, ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

export type Submitted = Executed<AnyState, AnyEvent> & { id: string };

/** An applicant applies: a new stream of the kind, its payload checked against the kind's rules. */
export class SubmitApplicationCommand extends Command<Submitted> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly details: ApplicationDetails,
    /** Caller-scoped: a retry with the same key writes the same events. */
    readonly idempotencyKey: string | undefined,
    /** The request's language, recorded with the submission: the application's language for its e-mails. */
    readonly locale?: Locale,
  ) {
    super();
  }
}
