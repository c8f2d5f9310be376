import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { buildTree, type EntityTypeNode } from '@registry/domain/reference/entity-types/entity-type';
import { PG_POOL } from '#src/tokens';
import { allEntityTypes } from '#src/modules/reference/entity-types/entity-types.table';
import { GetEntityTypeTreeQuery } from './get-entity-type-tree.query.js';

@QueryHandler(GetEntityTypeTreeQuery)
export class GetEntityTypeTreeHandler implements IQueryHandler<GetEntityTypeTreeQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filter }: GetEntityTypeTreeQuery): Promise<EntityTypeNode[]> {
    const all = await allEntityTypes(this.pool);
    return buildTree(all, (t) => !filter.status || t.status === filter.status);
  }
}
