import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';
import { DISTRICT_COLUMNS, type DistrictRow } from '#src/modules/reference/geography/geography.table';
import { ListDistrictsQuery } from './list-districts.query.js';

/** Districts of the province (when given) among the ids (when any). */
function districtWhere(provinceId: string | null, ids: readonly string[]): Sql {
  return sql`(${provinceId}::text IS NULL OR d.province_id = ${provinceId}) AND (cardinality(${ids}::text[]) = 0 OR d.id = ANY (${ids}::text[]))`;
}

@QueryHandler(ListDistrictsQuery)
export class ListDistrictsHandler implements IQueryHandler<ListDistrictsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Matching districts; a page of them, or all when no page is given. */
  async execute({ filter, page }: ListDistrictsQuery): Promise<{ rows: DistrictRow[]; total: number }> {
    const where = districtWhere(filter.provinceId ?? null, filter.ids);
    const [{ rows }, counted] = await Promise.all([
      this.pool.query<DistrictRow>(
        sql`SELECT ${Sql.raw(DISTRICT_COLUMNS)} FROM districts d JOIN provinces p ON p.id = d.province_id
          WHERE ${where} ORDER BY p.position, d.position LIMIT ${page?.size ?? null} OFFSET ${page?.offset ?? 0}`,
      ),
      page ? this.pool.query<{ total: string }>(sql`SELECT count(*) AS total FROM districts d WHERE ${where}`) : undefined,
    ]);
    return { rows, total: counted ? Number(counted.rows[0]!.total) : rows.length };
  }
}
