import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { PG_POOL } from '#src/tokens';
import { existingEntityType } from '#src/modules/reference/entity-types/entity-types.table';
import { GetEntityTypeQuery } from './get-entity-type.query.js';

/** The read is existingEntityType, which GetEntityTypeHistory shares. */
@QueryHandler(GetEntityTypeQuery)
export class GetEntityTypeHandler implements IQueryHandler<GetEntityTypeQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  execute({ id }: GetEntityTypeQuery): Promise<EntityType> {
    return existingEntityType(this.pool, id);
  }
}
