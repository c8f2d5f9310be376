import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Directorate } from '@registry/domain/reference/directorates/directorate';
import { PG_POOL } from '#src/tokens';
import { DIRECTORATE_COLUMNS, directorateOf, type DirectorateRow } from '#src/modules/reference/directorates/directorates.table';
import { ListDirectoratesQuery } from './list-directorates.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(ListDirectoratesQuery)
export class ListDirectoratesHandler implements IQueryHandler<ListDirectoratesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** In the provinces' order (Erbil, Sulaymaniyah, Duhok, Halabja …). */
  async execute({ provinceId }: ListDirectoratesQuery): Promise<Directorate[]> {
    const province = provinceId ?? null;
    const columns = Sql.raw(
      DIRECTORATE_COLUMNS.split(', ')
        .map((c) => `d.${c}`)
        .join(', '),
    );
    const { rows } = await this.pool.query<DirectorateRow>(
      sql`SELECT ${columns}
         FROM directorates d JOIN provinces p ON p.id = d.province_id
        WHERE ${province}::text IS NULL OR d.province_id = ${province}
        ORDER BY p.position, d.id`,
    );
    return rows.map(directorateOf);
  }
}
