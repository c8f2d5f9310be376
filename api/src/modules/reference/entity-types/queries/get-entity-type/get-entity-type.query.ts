import { Query } from '@nestjs/cqrs';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';

/** One entity type (404 when there is none). */
export class GetEntityTypeQuery extends Query<EntityType> {
  constructor(readonly id: string) {
    super();
  }
}
