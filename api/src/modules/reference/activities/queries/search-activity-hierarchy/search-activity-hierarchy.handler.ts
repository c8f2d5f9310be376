import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ActivityQueries } from '#src/modules/reference/activities/activities.queries';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { SearchActivityHierarchyQuery } from './search-activity-hierarchy.query.js';

@QueryHandler(SearchActivityHierarchyQuery)
export class SearchActivityHierarchyHandler implements IQueryHandler<SearchActivityHierarchyQuery> {
  constructor(private readonly activities: ActivityQueries) {}

  execute({ search }: SearchActivityHierarchyQuery): Promise<Array<ActivityRow & { matched: boolean }>> {
    return this.activities.hierarchySearch(search);
  }
}
