import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { EntityType } from '@registry/domain/reference/entity-types/entity-type';
import { PG_POOL } from '#src/tokens';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';
import { ENTITY_TYPE_COLUMNS, entityTypeOf, type EntityTypeRow } from '#src/modules/reference/entity-types/entity-types.table';
import { ListEntityTypesQuery } from './list-entity-types.query.js';

@QueryHandler(ListEntityTypesQuery)
export class ListEntityTypesHandler implements IQueryHandler<ListEntityTypesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ page, filter }: ListEntityTypesQuery): Promise<{ rows: EntityType[]; total: number }> {
    const selectable = filter.selectable ?? null;
    const status = filter.status ?? null;
    const where = sql`WHERE (${selectable}::boolean IS NULL OR selectable = ${selectable}) AND (${status}::text IS NULL OR status = ${status})`;
    const [{ rows }, count] = await Promise.all([
      this.pool.query<EntityTypeRow>(
        sql`SELECT ${Sql.raw(ENTITY_TYPE_COLUMNS)} FROM entity_types ${where} ORDER BY created_at, id LIMIT ${page.size} OFFSET ${page.offset}`,
      ),
      this.pool.query<{ total: string }>(sql`SELECT count(*) AS total FROM entity_types ${where}`),
    ]);
    return { rows: rows.map(entityTypeOf), total: Number(count.rows[0]!.total) };
  }
}
