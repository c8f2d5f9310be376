import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { ACTIVITY_COLUMNS } from '#src/modules/reference/activities/activities.table';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { ListAllActivitiesQuery } from './list-all-activities.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(ListAllActivitiesQuery)
export class ListAllActivitiesHandler implements IQueryHandler<ListAllActivitiesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute(): Promise<ActivityRow[]> {
    const { rows } = await this.pool.query<ActivityRow>(sql`SELECT ${Sql.raw(ACTIVITY_COLUMNS)} FROM activities a ORDER BY a.position`);
    return rows;
  }
}
