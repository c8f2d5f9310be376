import { Query } from '@nestjs/cqrs';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';

/** The children of an ISIC node in ISIC order (404 not-found on parentId when there is no such node); null: the 21 sections. */
export class ListActivityChildrenQuery extends Query<ActivityRow[]> {
  constructor(readonly parentId: string | null) {
    super();
  }
}
