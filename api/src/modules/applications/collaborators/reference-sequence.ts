import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { SqlSession } from '#src/event-store/event-store';
import { formatReference, type ReferencePrefix } from '@registry/domain/applications/reference-number';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * The gap-free sequences of human references (migration 1760000000080), one per prefix and year.
 * `take` must run in the transaction that appends the submission event: the counter's row stays
 * locked until that transaction ends, so concurrent submissions of a kind queue on it and get
 * consecutive numbers, and a submission that rolls back (refused, crashed) gives its number back.
 */
@Injectable()
export class ReferenceSequence {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async take(tx: SqlSession, streamId: string, prefix: ReferencePrefix, now: Date): Promise<string> {
    const year = Number(registryToday(now).slice(0, 4));
    // The upsert locks the counter row as SELECT … FOR UPDATE would, and creates the year's row on its first submission without a race.
    const { rows } = await tx.query(
      sql`INSERT INTO application_reference_counters AS c (prefix, year, last_number) VALUES (${prefix}, ${year}, 1)
       ON CONFLICT (prefix, year) DO UPDATE SET last_number = c.last_number + 1
       RETURNING last_number`,
    );
    const number = Number(rows[0].last_number);
    const reference = formatReference(prefix, year, number);
    // A concurrent retry of the same submission finds its stream recorded: its append turns out a duplicate and rolls all of this back.
    await tx.query(
      sql`INSERT INTO application_references (stream_id, reference, prefix, year, number) VALUES (${streamId}, ${reference}, ${prefix}, ${year}, ${number}) ON CONFLICT (stream_id) DO NOTHING`,
    );
    return reference;
  }

  /** The references of applications (those submitted before references were recorded in events, too). */
  async of(streamIds: readonly string[]): Promise<Map<string, string>> {
    return referencesOf(this.pool, streamIds);
  }
}

/** The ledger's references of the given applications (the read side's fallback for submissions that recorded none). */
export async function referencesOf(session: SqlSession, streamIds: readonly string[]): Promise<Map<string, string>> {
  if (!streamIds.length) return new Map();
  const { rows } = await session.query(
    sql`SELECT stream_id, reference FROM application_references WHERE stream_id = ANY(${streamIds}::text[])`,
  );
  return new Map(rows.map((r: { stream_id: string; reference: string }) => [r.stream_id, r.reference]));
}
