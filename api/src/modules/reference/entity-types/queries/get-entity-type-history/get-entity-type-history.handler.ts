import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { forbidden } from '@registry/domain/shared/domain-error';
import { EntityTypesService, type EntityTypeChange } from '#src/modules/reference/entity-types/entity-types.service';
import { GetEntityTypeHistoryQuery } from './get-entity-type-history.query.js';

@QueryHandler(GetEntityTypeHistoryQuery)
export class GetEntityTypeHistoryHandler implements IQueryHandler<GetEntityTypeHistoryQuery> {
  constructor(private readonly entityTypes: EntityTypesService) {}

  async execute({ id, caller }: GetEntityTypeHistoryQuery): Promise<EntityTypeChange[]> {
    if (caller.kind !== 'staff' || !(caller.permissions.has('reference.manage') || caller.permissions.has('audit.read'))) throw forbidden();
    return this.entityTypes.history(id);
  }
}
