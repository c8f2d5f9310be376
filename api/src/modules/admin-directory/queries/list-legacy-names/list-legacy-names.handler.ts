import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { readRange, readSort } from '#src/modules/admin-directory/json-server';
import { COLUMNS, present, UUIDISH, type LegacyNameRecord } from '#src/modules/admin-directory/legacy-names.records';
import { ListLegacyNamesQuery } from './list-legacy-names.query.js';

const SORTABLE = ['legacy_ref', 'name', 'district_id', 'registered_on', 'owner_name', 'imported_at'] as const;

@QueryHandler(ListLegacyNamesQuery)
export class ListLegacyNamesHandler implements IQueryHandler<ListLegacyNamesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filter: query, locale }: ListLegacyNamesQuery): Promise<{ rows: LegacyNameRecord[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (query.id) {
      values.push(query.id.filter((id) => UUIDISH.test(id)));
      where.push(`l.id = ANY ($${values.length}::bigint[])`);
    }
    if (query.q?.trim()) {
      values.push(`%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(
        `(l.name ILIKE $${values.length} OR l.latin ILIKE $${values.length} OR l.legacy_ref ILIKE $${values.length} OR l.owner_name ILIKE $${values.length})`,
      );
    }
    if (query.district_id) {
      values.push(query.district_id);
      where.push(`l.district_id = $${values.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const page = query.id ? { page: 1, size: 1000, offset: 0 } : readRange(query);
    const sort = readSort(query, SORTABLE, { field: 'legacy_ref', descending: false }, { id: 'legacy_ref' });
    const [{ rows }, count] = await Promise.all([
      this.pool.query(
        `SELECT ${COLUMNS} FROM tn_legacy_names l LEFT JOIN districts d ON d.id = l.district_id ${clause}
          ORDER BY l.${sort.field} ${sort.descending ? 'DESC' : 'ASC'} NULLS LAST, l.id LIMIT ${page.size} OFFSET ${page.offset}`,
        values,
      ),
      this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM tn_legacy_names l ${clause}`, values),
    ]);
    return { rows: rows.map((r) => present(r, locale)), total: Number(count.rows[0]!.n) };
  }
}
