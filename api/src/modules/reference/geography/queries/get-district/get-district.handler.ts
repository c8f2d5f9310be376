import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { DISTRICT_COLUMNS, type DistrictRow } from '#src/modules/reference/geography/geography.table';
import { GetDistrictQuery } from './get-district.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(GetDistrictQuery)
export class GetDistrictHandler implements IQueryHandler<GetDistrictQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ id }: GetDistrictQuery): Promise<DistrictRow> {
    const { rows } = await this.pool.query<DistrictRow>(
      sql`SELECT ${Sql.raw(DISTRICT_COLUMNS)} FROM districts d JOIN provinces p ON p.id = d.province_id WHERE d.id = ${id}`,
    );
    if (!rows[0]) throw notFound();
    return rows[0];
  }
}
