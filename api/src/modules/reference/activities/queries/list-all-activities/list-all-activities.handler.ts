import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ActivityQueries } from '../../activities.queries.js';
import type { ActivityRow } from '../../activity-view.js';
import { ListAllActivitiesQuery } from './list-all-activities.query.js';

@QueryHandler(ListAllActivitiesQuery)
export class ListAllActivitiesHandler implements IQueryHandler<ListAllActivitiesQuery> {
  constructor(private readonly activities: ActivityQueries) {}

  execute(): Promise<ActivityRow[]> {
    return this.activities.all();
  }
}
