import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { DISTRICT_COLUMNS, type DistrictRow } from '#src/modules/reference/geography/geography.table';
import { ListDistrictsQuery } from './list-districts.query.js';

const DISTRICT_WHERE = `($1::text IS NULL OR d.province_id = $1) AND (cardinality($2::text[]) = 0 OR d.id = ANY ($2::text[]))`;

@QueryHandler(ListDistrictsQuery)
export class ListDistrictsHandler implements IQueryHandler<ListDistrictsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Matching districts; a page of them, or all when no page is given. */
  async execute({ filter, page }: ListDistrictsQuery): Promise<{ rows: DistrictRow[]; total: number }> {
    const params = [filter.provinceId ?? null, filter.ids];
    const [{ rows }, counted] = await Promise.all([
      this.pool.query<DistrictRow>(
        `SELECT ${DISTRICT_COLUMNS} FROM districts d JOIN provinces p ON p.id = d.province_id
          WHERE ${DISTRICT_WHERE} ORDER BY p.position, d.position LIMIT $3 OFFSET $4`,
        [...params, page?.size ?? null, page?.offset ?? 0],
      ),
      page ? this.pool.query<{ total: string }>(`SELECT count(*) AS total FROM districts d WHERE ${DISTRICT_WHERE}`, params) : undefined,
    ]);
    return { rows, total: counted ? Number(counted.rows[0]!.total) : rows.length };
  }
}
