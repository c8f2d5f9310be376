import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ActivityQueries } from '#src/modules/reference/activities/activities.queries';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { SearchActivitiesQuery } from './search-activities.query.js';

@QueryHandler(SearchActivitiesQuery)
export class SearchActivitiesHandler implements IQueryHandler<SearchActivitiesQuery> {
  constructor(private readonly activities: ActivityQueries) {}

  execute({ search, selectable }: SearchActivitiesQuery): Promise<ActivityRow[]> {
    return this.activities.search(search, selectable);
  }
}
