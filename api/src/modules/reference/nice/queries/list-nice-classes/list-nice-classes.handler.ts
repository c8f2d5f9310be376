import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NiceClass } from '#src/modules/reference/nice/nice-classes';
import { NiceQueries } from '#src/modules/reference/nice/nice.queries';
import { ListNiceClassesQuery } from './list-nice-classes.query.js';

@QueryHandler(ListNiceClassesQuery)
export class ListNiceClassesHandler implements IQueryHandler<ListNiceClassesQuery> {
  constructor(private readonly nice: NiceQueries) {}

  execute({ search }: ListNiceClassesQuery): Promise<NiceClass[]> {
    return Promise.resolve(search === null ? this.nice.all() : this.nice.search(search));
  }
}
