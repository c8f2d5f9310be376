import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import { PublicationSearch, toEntry, type PublicationFilters, type PublicationKind } from '#src/modules/publications/publication-search';
import { ExportPublicationsQuery } from './export-publications.query.js';

/** Rows read a chunk at a time while the CSV streams. */
const CHUNK = 1000;

@QueryHandler(ExportPublicationsQuery)
export class ExportPublicationsHandler implements IQueryHandler<ExportPublicationsQuery> {
  constructor(private readonly search: PublicationSearch) {}

  async execute({ kind, filter }: ExportPublicationsQuery): Promise<{ chunks: AsyncGenerator<GazetteEntry[]> }> {
    const filters = await this.search.filters(filter);
    return { chunks: this.all(kind, filters) };
  }

  /** Every matching entry, a chunk at a time (the CSV download streams them). */
  private async *all(kind: PublicationKind, f: PublicationFilters): AsyncGenerator<GazetteEntry[]> {
    for (let offset = 0; ; offset += CHUNK) {
      const rows = await this.search.slice(kind, f, offset, CHUNK);
      if (rows.length) yield rows.map(toEntry);
      if (rows.length < CHUNK) return;
    }
  }
}
