import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import { Publications } from '#src/modules/publications/publications.query';
import { ListPublicationsQuery } from './list-publications.query.js';

@QueryHandler(ListPublicationsQuery)
export class ListPublicationsHandler implements IQueryHandler<ListPublicationsQuery> {
  constructor(private readonly publications: Publications) {}

  async execute({ kind, filter, page }: ListPublicationsQuery): Promise<{ entries: GazetteEntry[]; total: number }> {
    return this.publications.page(kind, await this.publications.filters(filter), page);
  }
}
