import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { activitiesByIds } from '#src/modules/reference/activities/activities.table';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { ListActivitiesQuery } from './list-activities.query.js';

@QueryHandler(ListActivitiesQuery)
export class ListActivitiesHandler implements IQueryHandler<ListActivitiesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ ids }: ListActivitiesQuery): Promise<{ rows: ActivityRow[]; missing: string[] }> {
    const rows = await activitiesByIds(this.pool, ids);
    const found = new Set(rows.map((r) => r.id));
    return { rows, missing: ids.filter((id) => !found.has(id)) };
  }
}
