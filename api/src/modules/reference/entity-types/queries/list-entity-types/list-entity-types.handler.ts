import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { PG_POOL } from '#src/tokens';
import { ENTITY_TYPE_COLUMNS, entityTypeOf, type EntityTypeRow } from '#src/modules/reference/entity-types/entity-types.table';
import { ListEntityTypesQuery } from './list-entity-types.query.js';

@QueryHandler(ListEntityTypesQuery)
export class ListEntityTypesHandler implements IQueryHandler<ListEntityTypesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ page, filter }: ListEntityTypesQuery): Promise<{ rows: EntityType[]; total: number }> {
    const where = `WHERE ($1::boolean IS NULL OR selectable = $1) AND ($2::text IS NULL OR status = $2)`;
    const params = [filter.selectable ?? null, filter.status ?? null];
    const [{ rows }, count] = await Promise.all([
      this.pool.query<EntityTypeRow>(
        `SELECT ${ENTITY_TYPE_COLUMNS} FROM entity_types ${where} ORDER BY created_at, id LIMIT $3 OFFSET $4`,
        [...params, page.size, page.offset],
      ),
      this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM entity_types ${where}`, params),
    ]);
    return { rows: rows.map(entityTypeOf), total: Number(count.rows[0]!.total) };
  }
}
