import { Query } from '@nestjs/cqrs';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';

/** One activity by its (canonical) ISIC code; 404 when there is none. */
export class GetActivityQuery extends Query<ActivityRow> {
  constructor(readonly id: string) {
    super();
  }
}
