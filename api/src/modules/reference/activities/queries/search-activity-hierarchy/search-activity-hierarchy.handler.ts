import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ActivityQueries } from '../../activities.queries.js';
import type { ActivityRow } from '../../activity-view.js';
import { SearchActivityHierarchyQuery } from './search-activity-hierarchy.query.js';

@QueryHandler(SearchActivityHierarchyQuery)
export class SearchActivityHierarchyHandler implements IQueryHandler<SearchActivityHierarchyQuery> {
  constructor(private readonly activities: ActivityQueries) {}

  execute({ search }: SearchActivityHierarchyQuery): Promise<Array<ActivityRow & { matched: boolean }>> {
    return this.activities.hierarchySearch(search);
  }
}
