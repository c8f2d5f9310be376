import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { PROVINCE_COLUMNS, type ProvinceRow } from '#src/modules/reference/geography/geography.table';
import { GetProvinceQuery } from './get-province.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(GetProvinceQuery)
export class GetProvinceHandler implements IQueryHandler<GetProvinceQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ id }: GetProvinceQuery): Promise<ProvinceRow> {
    const { rows } = await this.pool.query<ProvinceRow>(sql`SELECT ${Sql.raw(PROVINCE_COLUMNS)} FROM provinces WHERE id = ${id}`);
    if (!rows[0]) throw notFound();
    return rows[0];
  }
}
