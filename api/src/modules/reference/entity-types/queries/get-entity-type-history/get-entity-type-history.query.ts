import { Query } from '@nestjs/cqrs';
import type { Principal } from '#src/shared/http/principal';
import type { EntityTypeChange } from '#src/modules/reference/entity-types/entity-types.service';

/** Every change of an entity type, oldest first: for reference managers and auditors only (403 for other callers). */
export class GetEntityTypeHistoryQuery extends Query<EntityTypeChange[]> {
  constructor(
    readonly id: string,
    readonly caller: Principal,
  ) {
    super();
  }
}
