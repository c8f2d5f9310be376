import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { rmPublications } from '#src/modules/applications/projections/publications.table';
import type { GazetteEntry } from '#src/modules/publications/gazette';
import { PublicationSearch, toEntry } from '#src/modules/publications/publication-search';
import { ListPublicationsQuery } from './list-publications.query.js';

@QueryHandler(ListPublicationsQuery)
export class ListPublicationsHandler implements IQueryHandler<ListPublicationsQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly search: PublicationSearch,
  ) {}

  async execute({ kind, filter, page }: ListPublicationsQuery): Promise<{ entries: GazetteEntry[]; total: number }> {
    const filters = await this.search.filters(filter);
    const rows = await this.search.slice(kind, filters, page.offset, page.size);
    const [{ total }] = await selectAs<{ total: string }>(
      this.pool,
      sql`SELECT count(*) AS total FROM ${rmPublications.as('p')} ${this.search.where(kind, filters)}`,
    );
    return { entries: rows.map(toEntry), total: Number(total) };
  }
}
