import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { PROVINCE_COLUMNS, type ProvinceRow } from '#src/modules/reference/geography/geography.table';
import { ListProvincesQuery } from './list-provinces.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(ListProvincesQuery)
export class ListProvincesHandler implements IQueryHandler<ListProvincesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute(): Promise<ProvinceRow[]> {
    const { rows } = await this.pool.query<ProvinceRow>(sql`SELECT ${Sql.raw(PROVINCE_COLUMNS)} FROM provinces ORDER BY position`);
    return rows;
  }
}
