import { Query } from '@nestjs/cqrs';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';

/** The activities matching a search with all their ancestors, as a tree ordered by best match, each saying whether it matched. */
export class SearchActivityHierarchyQuery extends Query<Array<ActivityRow & { matched: boolean }>> {
  constructor(readonly search: string) {
    super();
  }
}
