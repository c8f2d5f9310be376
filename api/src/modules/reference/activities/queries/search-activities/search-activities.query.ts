import { Query } from '@nestjs/cqrs';
import type { ActivityRow } from '../../activity-view.js';

/** Activities whose label (any language) or code matches, an exact code first; optionally only (un)selectable ones. */
export class SearchActivitiesQuery extends Query<ActivityRow[]> {
  constructor(
    readonly search: string,
    readonly selectable?: boolean,
  ) {
    super();
  }
}
