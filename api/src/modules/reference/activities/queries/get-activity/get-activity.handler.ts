import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { ACTIVITY_COLUMNS } from '#src/modules/reference/activities/activities.table';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { GetActivityQuery } from './get-activity.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(GetActivityQuery)
export class GetActivityHandler implements IQueryHandler<GetActivityQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ id }: GetActivityQuery): Promise<ActivityRow> {
    const { rows } = await this.pool.query<ActivityRow>(sql`SELECT ${Sql.raw(ACTIVITY_COLUMNS)} FROM activities a WHERE a.id = ${id}`);
    if (!rows[0]) throw notFound();
    return rows[0];
  }
}
