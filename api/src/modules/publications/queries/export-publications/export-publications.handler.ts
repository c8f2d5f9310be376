import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import { Publications } from '#src/modules/publications/publications.query';
import { ExportPublicationsQuery } from './export-publications.query.js';

@QueryHandler(ExportPublicationsQuery)
export class ExportPublicationsHandler implements IQueryHandler<ExportPublicationsQuery> {
  constructor(private readonly publications: Publications) {}

  async execute({ kind, filter }: ExportPublicationsQuery): Promise<{ chunks: AsyncGenerator<GazetteEntry[]> }> {
    const filters = await this.publications.filters(filter);
    return { chunks: this.publications.all(kind, filters) };
  }
}
