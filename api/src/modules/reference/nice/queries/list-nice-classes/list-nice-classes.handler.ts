import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { NiceClass } from '#src/modules/reference/nice/nice-classes';
import { NiceCatalogue } from '#src/modules/reference/nice/nice-catalogue';
import { ListNiceClassesQuery } from './list-nice-classes.query.js';

@QueryHandler(ListNiceClassesQuery)
export class ListNiceClassesHandler implements IQueryHandler<ListNiceClassesQuery> {
  constructor(private readonly catalogue: NiceCatalogue) {}

  /** Every class in number order, or the matches of a search, best first. */
  execute({ search }: ListNiceClassesQuery): Promise<NiceClass[]> {
    const { classes, index } = this.catalogue;
    return Promise.resolve(search === null ? [...classes] : index.search(search).map((r) => classes[Number(r.id) - 1]!));
  }
}
