import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { PG_POOL } from '#src/tokens';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';
import { ListPublicTradeNamesQuery, type PublicTradeName } from './list-public-trade-names.query.js';

@QueryHandler(ListPublicTradeNamesQuery)
export class ListPublicTradeNamesHandler implements IQueryHandler<ListPublicTradeNamesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filter: query, page }: ListPublicTradeNamesQuery): Promise<{ rows: PublicTradeName[]; total: number }> {
    const where = [sql`status IN ('granted', 'registered')`];
    const keys = query.name?.trim() ? nameKeys(query.name) : undefined;
    // Any spelling in any script: similar skeletons, or the skeleton contained in a longer name.
    if (keys && !keys.genericOnly) where.push(sql`(skeleton % ${keys.skeleton} OR strpos(skeleton, ${keys.skeleton}) > 0)`);
    if (query.districtId) where.push(sql`district_id = ${query.districtId}`);
    if (query.provinceId) where.push(sql`province_id = ${query.provinceId}`);
    if (query.protectionLevel) where.push(sql`protection_level = ${query.protectionLevel}`);
    // The request admits only these four (its DTO's @IsIn).
    const order = { name: 'name ASC', '-name': 'name DESC', registeredAt: 'claimed_at ASC', '-registeredAt': 'claimed_at DESC' }[
      query.sortBy ?? '-registeredAt'
    ];
    const { rows } = await this.pool.query(
      sql`SELECT id, name, locale, protection_level, district_id, province_id, status, activity_ids, claimed_at, count(*) OVER () AS total
         FROM tn_claims WHERE ${Sql.join(where, ' AND ')} ORDER BY ${Sql.raw(order!)}, id LIMIT ${page.size} OFFSET ${page.offset}`,
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return {
      rows: rows.map((r) => ({
        id: r.id,
        name: r.name,
        language: r.locale,
        protection_level: r.protection_level,
        districtId: r.district_id,
        provinceId: r.province_id,
        status: r.status,
        activityIds: r.activity_ids,
        registeredAt: r.claimed_at.toISOString(),
      })),
      total,
    };
  }
}
