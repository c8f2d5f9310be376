import { Query } from '@nestjs/cqrs';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';

/** Every activity of every level, in ISIC order. */
export class ListAllActivitiesQuery extends Query<ActivityRow[]> {}
