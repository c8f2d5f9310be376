import { Query } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { Loaded } from '#src/modules/applications/collaborators/application-commands';
import type { AnyState, ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

export type ApplicationRead = Loaded<AnyState> & { id: string };

/** One application folded from its stream (not the read model): what its owner or staff see now. */
export class GetApplicationQuery extends Query<ApplicationRead> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly id: string,
  ) {
    super();
  }
}
