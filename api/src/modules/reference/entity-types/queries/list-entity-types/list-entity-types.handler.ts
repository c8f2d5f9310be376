import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { EntityTypesService } from '#src/modules/reference/entity-types/entity-types.service';
import { ListEntityTypesQuery } from './list-entity-types.query.js';

@QueryHandler(ListEntityTypesQuery)
export class ListEntityTypesHandler implements IQueryHandler<ListEntityTypesQuery> {
  constructor(private readonly entityTypes: EntityTypesService) {}

  execute({ page, filter }: ListEntityTypesQuery): Promise<{ rows: EntityType[]; total: number }> {
    return this.entityTypes.list(page, filter);
  }
}
