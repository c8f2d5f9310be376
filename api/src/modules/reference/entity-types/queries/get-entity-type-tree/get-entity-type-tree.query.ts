import { Query } from '@nestjs/cqrs';
import type { EntityTypeNode, EntityTypeStatus } from '@registry/domain/reference/entity-types/entity-type';

/** Every entity type nested under its parent (status active: the tree applicants choose from). */
export class GetEntityTypeTreeQuery extends Query<EntityTypeNode[]> {
  constructor(readonly filter: { status?: EntityTypeStatus }) {
    super();
  }
}
