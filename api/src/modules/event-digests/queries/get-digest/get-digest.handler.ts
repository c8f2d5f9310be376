import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { DIGEST_COLUMNS, toDigest, type DigestRow } from '#src/event-store/postgres/event-digest';
import type { PublishedDigest } from '../list-digests/list-digests.query.js';
import { GetDigestQuery } from './get-digest.query.js';

/** A real calendar day; anything else names no digest (404, never a database error). */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

@QueryHandler(GetDigestQuery)
export class GetDigestHandler implements IQueryHandler<GetDigestQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ day }: GetDigestQuery): Promise<PublishedDigest | null> {
    if (
      day !== 'latest' &&
      (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
    )
      throw notFound();
    const [row] = await selectAs<DigestRow & { recorded_at: Date }>(
      this.pool,
      day === 'latest'
        ? sql`SELECT ${DIGEST_COLUMNS}, recorded_at FROM es_digests ORDER BY day DESC LIMIT 1`
        : sql`SELECT ${DIGEST_COLUMNS}, recorded_at FROM es_digests WHERE day = ${day}::date`,
    );
    if (!row) {
      if (day === 'latest') return null;
      throw notFound();
    }
    return { ...toDigest(row), recordedAt: row.recorded_at };
  }
}
