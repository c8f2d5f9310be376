import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { PG_POOL } from '#src/tokens';
import { Sql, selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { PublicationSearch, toEntry } from '#src/modules/publications/publication-search';
import type { PublicationsFeed } from './get-publications-feed.query.js';
import { GetPublicationsFeedQuery } from './get-publications-feed.query.js';

@QueryHandler(GetPublicationsFeedQuery)
export class GetPublicationsFeedHandler implements IQueryHandler<GetPublicationsFeedQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly search: PublicationSearch,
  ) {}

  async execute({ kind, filter, limit, locale }: GetPublicationsFeedQuery): Promise<PublicationsFeed> {
    const filters = await this.search.filters(filter);
    // The latest first, whatever order the filter asked for.
    const rows = await this.search.slice(kind, { ...filters, sort: { column: 'p.published_at', descending: true } }, 0, limit);
    const provinceName = filters.provinceId ? await this.provinceName(filters.provinceId, locale) : null;
    return { filters, entries: rows.map(toEntry), provinceName };
  }

  /** A province's name in the reader's language (the id when it is unknown). */
  private async provinceName(id: string, locale: Locale): Promise<string> {
    // `locale` is one of the four languages (resolveLocale), so the column name is never input.
    const [row] = await selectAs<{ name: string }>(
      this.pool,
      sql`SELECT ${Sql.raw(`name_${locale}`)} AS name FROM provinces WHERE id = ${id}`,
    );
    return row?.name ?? id;
  }
}
