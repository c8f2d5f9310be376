import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApplicationLists } from './application-lists.js';
import { ListApplicationsQuery } from './list-applications.query.js';

@QueryHandler(ListApplicationsQuery)
export class ListApplicationsHandler implements IQueryHandler<ListApplicationsQuery> {
  constructor(private readonly lists: ApplicationLists) {}

  execute({ streamKind, resourceType, principal, filters, now, page }: ListApplicationsQuery) {
    // An undefined page is the list's own default (read from the filters).
    return this.lists.list(streamKind, resourceType, principal, filters, now, page);
  }
}
