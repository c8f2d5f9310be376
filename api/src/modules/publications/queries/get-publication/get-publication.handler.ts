import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import { Publications } from '#src/modules/publications/publications.query';
import { GetPublicationQuery } from './get-publication.query.js';

@QueryHandler(GetPublicationQuery)
export class GetPublicationHandler implements IQueryHandler<GetPublicationQuery> {
  constructor(private readonly publications: Publications) {}

  execute({ key }: GetPublicationQuery): Promise<GazetteEntry> {
    if ('uen' in key) return this.publications.byUen(key.uen);
    if ('tradeNameId' in key) return this.publications.byTradeNameId(key.tradeNameId);
    return this.publications.byId(key.kind, key.id);
  }
}
