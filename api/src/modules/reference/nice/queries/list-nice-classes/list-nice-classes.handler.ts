import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NiceClass } from '../../nice-classes.js';
import { NiceQueries } from '../../nice.queries.js';
import { ListNiceClassesQuery } from './list-nice-classes.query.js';

@QueryHandler(ListNiceClassesQuery)
export class ListNiceClassesHandler implements IQueryHandler<ListNiceClassesQuery> {
  constructor(private readonly nice: NiceQueries) {}

  execute({ search }: ListNiceClassesQuery): Promise<NiceClass[]> {
    return Promise.resolve(search === null ? this.nice.all() : this.nice.search(search));
  }
}
