import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ActivityQueries } from '#src/modules/reference/activities/activities.queries';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { ListAllActivitiesQuery } from './list-all-activities.query.js';

@QueryHandler(ListAllActivitiesQuery)
export class ListAllActivitiesHandler implements IQueryHandler<ListAllActivitiesQuery> {
  constructor(private readonly activities: ActivityQueries) {}

  execute(): Promise<ActivityRow[]> {
    return this.activities.all();
  }
}
