import { Query } from '@nestjs/cqrs';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';

/** Activities whose labels, everyday words (any language) or code match, best first; optionally only (un)selectable ones. */
export class SearchActivitiesQuery extends Query<ActivityRow[]> {
  constructor(
    readonly search: string,
    readonly selectable?: boolean,
  ) {
    super();
  }
}
