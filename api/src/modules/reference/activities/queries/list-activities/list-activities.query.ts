import { Query } from '@nestjs/cqrs';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';

/** The known activities of these ids in the order asked for, and the ids no activity has. */
export class ListActivitiesQuery extends Query<{ rows: ActivityRow[]; missing: string[] }> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
