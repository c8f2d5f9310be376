import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@registry/domain/shared/domain-error';
import { ActivityQueries } from '#src/modules/reference/activities/activities.queries';
import type { ActivityRow } from '#src/modules/reference/activities/activity-view';
import { ListActivityChildrenQuery } from './list-activity-children.query.js';

@QueryHandler(ListActivityChildrenQuery)
export class ListActivityChildrenHandler implements IQueryHandler<ListActivityChildrenQuery> {
  constructor(private readonly activities: ActivityQueries) {}

  async execute({ parentId }: ListActivityChildrenQuery): Promise<ActivityRow[]> {
    if (parentId !== null && !(await this.activities.exists(parentId))) throw notFound('not-found', 'parentId');
    return this.activities.children(parentId);
  }
}
