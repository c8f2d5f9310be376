import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';
import { readRange, readSort } from '#src/modules/admin-directory/json-server';
import { COLUMNS, present, UUIDISH, type LegacyNameRecord } from '#src/modules/admin-directory/legacy-names.records';
import { ListLegacyNamesQuery } from './list-legacy-names.query.js';

const SORTABLE = ['legacy_ref', 'name', 'district_id', 'registered_on', 'owner_name', 'imported_at'] as const;

@QueryHandler(ListLegacyNamesQuery)
export class ListLegacyNamesHandler implements IQueryHandler<ListLegacyNamesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filter: query, locale }: ListLegacyNamesQuery): Promise<{ rows: LegacyNameRecord[]; total: number }> {
    const where: Sql[] = [];
    if (query.id) where.push(sql`l.id = ANY (${query.id.filter((id) => UUIDISH.test(id))}::bigint[])`);
    if (query.q?.trim()) {
      const pattern = `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        sql`(l.name ILIKE ${pattern} OR l.latin ILIKE ${pattern} OR l.legacy_ref ILIKE ${pattern} OR l.owner_name ILIKE ${pattern})`,
      );
    }
    if (query.district_id) where.push(sql`l.district_id = ${query.district_id}`);
    const clause = where.length ? sql`WHERE ${Sql.join(where, ' AND ')}` : sql``;
    const page = query.id ? { page: 1, size: 1000, offset: 0 } : readRange(query);
    const sort = readSort(query, SORTABLE, { field: 'legacy_ref', descending: false }, { id: 'legacy_ref' });
    const direction = Sql.raw(sort.descending ? 'DESC' : 'ASC');
    const [{ rows }, count] = await Promise.all([
      this.pool.query(
        sql`SELECT ${Sql.raw(COLUMNS)} FROM tn_legacy_names l LEFT JOIN districts d ON d.id = l.district_id ${clause}
          ORDER BY l.${Sql.identifier(sort.field)} ${direction} NULLS LAST, l.id LIMIT ${page.size} OFFSET ${page.offset}`,
      ),
      this.pool.query<{ n: string }>(sql`SELECT count(*) AS n FROM tn_legacy_names l ${clause}`),
    ]);
    return { rows: rows.map((r) => present(r, locale)), total: Number(count.rows[0]!.n) };
  }
}
