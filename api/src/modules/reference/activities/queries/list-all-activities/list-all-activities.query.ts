import { Query } from '@nestjs/cqrs';
import type { ActivityRow } from '../../activity-view.js';

/** Every activity of every level, in ISIC order. */
export class ListAllActivitiesQuery extends Query<ActivityRow[]> {}
