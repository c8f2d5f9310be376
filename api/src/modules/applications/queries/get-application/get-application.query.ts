import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../shared/http/principal.js';
import type { Loaded } from '../../collaborators/application-commands.js';
import type { AnyState, ApplicationKindName } from '../../kinds/application-kind.js';

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
