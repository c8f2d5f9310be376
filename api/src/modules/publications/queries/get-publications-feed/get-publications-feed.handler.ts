import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Publications } from '#src/modules/publications/publications.query';
import type { PublicationsFeed } from './get-publications-feed.query.js';
import { GetPublicationsFeedQuery } from './get-publications-feed.query.js';

@QueryHandler(GetPublicationsFeedQuery)
export class GetPublicationsFeedHandler implements IQueryHandler<GetPublicationsFeedQuery> {
  constructor(private readonly publications: Publications) {}

  async execute({ kind, filter, limit, locale }: GetPublicationsFeedQuery): Promise<PublicationsFeed> {
    const filters = await this.publications.filters(filter);
    const entries = await this.publications.latest(kind, filters, limit);
    const provinceName = filters.provinceId ? await this.publications.provinceName(filters.provinceId, locale) : null;
    return { filters, entries, provinceName };
  }
}
