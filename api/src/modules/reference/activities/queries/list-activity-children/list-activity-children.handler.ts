import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { ACTIVITY_COLUMNS } from '#src/modules/reference/activities/activities.table';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { ListActivityChildrenQuery } from './list-activity-children.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(ListActivityChildrenQuery)
export class ListActivityChildrenHandler implements IQueryHandler<ListActivityChildrenQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The children of a node; null: the sections. */
  async execute({ parentId }: ListActivityChildrenQuery): Promise<ActivityRow[]> {
    if (parentId !== null) {
      const { rowCount } = await this.pool.query(sql`SELECT 1 FROM activities WHERE id = ${parentId}`);
      if (rowCount !== 1) throw notFound('not-found', 'parentId');
    }
    const { rows } = await this.pool.query<ActivityRow>(
      sql`SELECT ${Sql.raw(ACTIVITY_COLUMNS)} FROM activities a WHERE a.parent_id IS NOT DISTINCT FROM ${parentId} ORDER BY a.position`,
    );
    return rows;
  }
}
