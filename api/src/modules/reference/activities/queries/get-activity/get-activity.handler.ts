import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import { ActivityQueries } from '#src/modules/reference/activities/activities.queries';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { GetActivityQuery } from './get-activity.query.js';

@QueryHandler(GetActivityQuery)
export class GetActivityHandler implements IQueryHandler<GetActivityQuery> {
  constructor(private readonly activities: ActivityQueries) {}

  async execute({ id }: GetActivityQuery): Promise<ActivityRow> {
    const row = await this.activities.byId(id);
    if (!row) throw notFound();
    return row;
  }
}
