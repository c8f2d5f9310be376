import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { heldName } from '@registry/domain/trademarks/examination/index';
import { PG_POOL } from '#src/tokens';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';
import { ListPublicTrademarksQuery, PUBLIC_MARK_STATUSES, type PublicTrademark } from './list-public-trademarks.query.js';

/** Where a published mark's image is served (GetTrademarkImage). */
export const trademarkImageUrl = (id: string) => `/api/v1/public/trademarks/${id}/image`;

const ORDER: Record<string, string> = {
  '-reservedAt': 'reserved_at DESC NULLS LAST',
  reservedAt: 'reserved_at ASC NULLS LAST',
  '-submittedAt': 'submitted_at DESC',
  submittedAt: 'submitted_at ASC',
};

/** The query's skeleton, or none for a text the keys cannot be made of. */
function skeletonOf(words: string): string {
  try {
    return heldName(words).skeleton;
  } catch {
    return '';
  }
}

@QueryHandler(ListPublicTrademarksQuery)
export class ListPublicTrademarksHandler implements IQueryHandler<ListPublicTrademarksQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filter, page }: ListPublicTrademarksQuery): Promise<{ rows: PublicTrademark[]; total: number }> {
    const statuses = filter.status ? [filter.status] : [...PUBLIC_MARK_STATUSES];
    const where = [sql`status = ANY(${statuses}::text[])`];
    const words = filter.words?.trim();
    if (words) {
      // The examination's keys (heldName): a spelling in any script has the same consonant skeleton,
      // so "Bakhtiyar" finds بەختیار. Similar skeletons, or the skeleton inside a longer mark's; the
      // register number too. A text of generic words only has no skeleton and finds by number alone.
      const skeleton = skeletonOf(words);
      const byWords = skeleton
        ? sql`EXISTS (SELECT 1 FROM jsonb_array_elements(words) w
                 WHERE (w->>'skeleton') % ${skeleton} OR strpos(w->>'skeleton', ${skeleton}) > 0)`
        : sql`false`;
      where.push(sql`(${byWords} OR upper(reference) = upper(${words}))`);
    }
    if (filter.niceClass !== undefined) where.push(sql`classes @> ${JSON.stringify([filter.niceClass])}::jsonb`);
    const order = ORDER[filter.sortBy ?? '-reservedAt']!;
    const { rows } = await this.pool.query(
      sql`SELECT stream_id, reference, word_mark, classes, status, submitted_at, reserved_at, logo IS NOT NULL AS has_logo,
                 count(*) OVER () AS total
            FROM rm_word_marks WHERE ${Sql.join(where, ' AND ')}
           ORDER BY ${Sql.raw(order)}, stream_id LIMIT ${page.size} OFFSET ${page.offset}`,
    );
    return {
      rows: rows.map((r) => ({
        id: r.stream_id,
        reference: r.reference,
        wordMark: r.word_mark,
        classes: r.classes,
        status: r.status,
        submittedAt: r.submitted_at.toISOString(),
        reservedAt: r.reserved_at?.toISOString() ?? null,
        imageUrl: r.has_logo ? trademarkImageUrl(r.stream_id) : null,
      })),
      total: rows[0] ? Number(rows[0].total) : 0,
    };
  }
}
