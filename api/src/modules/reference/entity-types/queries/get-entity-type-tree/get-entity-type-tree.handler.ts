import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityTypeNode } from '@registry/domain/reference/entity-types/entity-type';
import { EntityTypesService } from '#src/modules/reference/entity-types/entity-types.service';
import { GetEntityTypeTreeQuery } from './get-entity-type-tree.query.js';

@QueryHandler(GetEntityTypeTreeQuery)
export class GetEntityTypeTreeHandler implements IQueryHandler<GetEntityTypeTreeQuery> {
  constructor(private readonly entityTypes: EntityTypesService) {}

  execute({ filter }: GetEntityTypeTreeQuery): Promise<EntityTypeNode[]> {
    return this.entityTypes.tree(filter);
  }
}
