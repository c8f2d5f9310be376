import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import type { Directorate } from '@registry/domain/reference/directorates/directorate';
import { PG_POOL } from '#src/tokens';
import {
  DIRECTORATE_COLUMNS,
  DIRECTORATE_ID,
  directorateOf,
  type DirectorateRow,
} from '#src/modules/reference/directorates/directorates.table';
import { GetDirectorateQuery } from './get-directorate.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(GetDirectorateQuery)
export class GetDirectorateHandler implements IQueryHandler<GetDirectorateQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ id }: GetDirectorateQuery): Promise<Directorate> {
    if (!DIRECTORATE_ID.test(id)) throw notFound();
    const { rows } = await this.pool.query<DirectorateRow>(sql`SELECT ${Sql.raw(DIRECTORATE_COLUMNS)} FROM directorates WHERE id = ${id}`);
    if (!rows[0]) throw notFound();
    return directorateOf(rows[0]);
  }
}
