import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ActivityQueries } from '#src/modules/reference/activities/activities.queries';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { ListActivitiesQuery } from './list-activities.query.js';

@QueryHandler(ListActivitiesQuery)
export class ListActivitiesHandler implements IQueryHandler<ListActivitiesQuery> {
  constructor(private readonly activities: ActivityQueries) {}

  async execute({ ids }: ListActivitiesQuery): Promise<{ rows: ActivityRow[]; missing: string[] }> {
    const rows = await this.activities.byIds(ids);
    const found = new Set(rows.map((r) => r.id));
    return { rows, missing: ids.filter((id) => !found.has(id)) };
  }
}
