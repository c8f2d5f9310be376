import { Query } from '@nestjs/cqrs';
import type { EntityType, EntityTypeStatus } from '@registry/domain/reference/entity-types/entity-type';
import type { Page } from '#src/shared/http/json-api';

/** A page of entity types, optionally only the selectable ones or those of one status, with the total. */
export class ListEntityTypesQuery extends Query<{ rows: EntityType[]; total: number }> {
  constructor(
    readonly page: Page,
    readonly filter: { selectable?: boolean; status?: EntityTypeStatus },
  ) {
    super();
  }
}
