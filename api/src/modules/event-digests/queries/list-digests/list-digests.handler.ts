import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { DIGEST_COLUMNS, toDigest, type DigestRow } from '#src/event-store/postgres/event-digest';
import { ListDigestsQuery, type PublishedDigest } from './list-digests.query.js';

@QueryHandler(ListDigestsQuery)
export class ListDigestsHandler implements IQueryHandler<ListDigestsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ offset, limit }: ListDigestsQuery): Promise<{ digests: PublishedDigest[]; total: number }> {
    const rows = await selectAs<DigestRow & { recorded_at: Date }>(
      this.pool,
      sql`SELECT ${DIGEST_COLUMNS}, recorded_at FROM es_digests ORDER BY day DESC ${limit === null ? sql`` : sql`LIMIT ${limit}`} OFFSET ${offset}`,
    );
    const [{ total }] = await selectAs<{ total: string }>(this.pool, sql`SELECT count(*) AS total FROM es_digests`);
    return { digests: rows.map((r) => ({ ...toDigest(r), recordedAt: r.recorded_at })), total: Number(total) };
  }
}
