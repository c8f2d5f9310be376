import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/http/principal.js';
import type { EntityTypeChange } from '../../entity-types.service.js';

/** Every change of an entity type, oldest first: for reference managers and auditors only (403 for other callers). */
export class GetEntityTypeHistoryQuery extends Query<EntityTypeChange[]> {
  constructor(
    readonly id: string,
    readonly caller: Principal,
  ) {
    super();
  }
}
