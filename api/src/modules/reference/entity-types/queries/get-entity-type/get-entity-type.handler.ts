import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { EntityTypesService } from '#src/modules/reference/entity-types/entity-types.service';
import { GetEntityTypeQuery } from './get-entity-type.query.js';

@QueryHandler(GetEntityTypeQuery)
export class GetEntityTypeHandler implements IQueryHandler<GetEntityTypeQuery> {
  constructor(private readonly entityTypes: EntityTypesService) {}

  execute({ id }: GetEntityTypeQuery): Promise<EntityType> {
    return this.entityTypes.get(id);
  }
}
