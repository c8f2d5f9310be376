import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { PG_POOL } from '#src/tokens';
import { ListPublicTradeNamesQuery, type PublicTradeName } from './list-public-trade-names.query.js';

@QueryHandler(ListPublicTradeNamesQuery)
export class ListPublicTradeNamesHandler implements IQueryHandler<ListPublicTradeNamesQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ filter: query, page }: ListPublicTradeNamesQuery): Promise<{ rows: PublicTradeName[]; total: number }> {
    const where = [`status IN ('granted', 'registered')`];
    const values: unknown[] = [];
    /** `?` in the condition stands for the value's parameter. */
    const add = (sql: string, value: unknown) => {
      values.push(value);
      where.push(sql.replaceAll('?', `$${values.length}`));
    };
    const keys = query.name?.trim() ? nameKeys(query.name) : undefined;
    // Any spelling in any script: similar skeletons, or the skeleton contained in a longer name.
    if (keys && !keys.genericOnly) add('(skeleton % ? OR strpos(skeleton, ?) > 0)', keys.skeleton);
    if (query.districtId) add('district_id = ?', query.districtId);
    if (query.provinceId) add('province_id = ?', query.provinceId);
    if (query.protectionLevel) add('protection_level = ?', query.protectionLevel);
    const order = { name: 'name ASC', '-name': 'name DESC', registeredAt: 'claimed_at ASC', '-registeredAt': 'claimed_at DESC' }[
      query.sortBy ?? '-registeredAt'
    ];
    const { rows } = await this.pool.query(
      `SELECT id, name, locale, protection_level, district_id, province_id, status, activity_ids, claimed_at, count(*) OVER () AS total
         FROM tn_claims WHERE ${where.join(' AND ')} ORDER BY ${order}, id LIMIT ${page.size} OFFSET ${page.offset}`,
      values,
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
