import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { COLUMNS, present, UUIDISH, type LegacyNameRecord } from '#src/modules/admin-directory/legacy-names.records';
import { GetLegacyNameQuery } from './get-legacy-name.query.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@QueryHandler(GetLegacyNameQuery)
export class GetLegacyNameHandler implements IQueryHandler<GetLegacyNameQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ id, locale }: GetLegacyNameQuery): Promise<LegacyNameRecord> {
    if (!UUIDISH.test(id)) throw notFound();
    const { rows } = await this.pool.query(
      sql`SELECT ${Sql.raw(COLUMNS)} FROM tn_legacy_names l LEFT JOIN districts d ON d.id = l.district_id WHERE l.id = ${id}`,
    );
    if (!rows[0]) throw notFound();
    return present(rows[0], locale);
  }
}
