import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { STREAM_TYPES } from '#src/modules/applications/kinds/application-kinds';
import { namedActor, staffIdByEmail, staffNames } from '#src/modules/audit/staff-names';
import { ActorTrailQuery, type TrailEvent } from './actor-trail.query.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

const RESOURCE_OF_STREAM = new Map<string, string>(Object.entries(STREAM_TYPES).map(([resource, streamType]) => [streamType, resource]));

interface Row {
  event_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: string;
  event_type: string;
  recorded_at: Date;
  actor: { kind?: string; id?: string } | null;
  data: unknown;
  hash: string;
  total: string;
}

/**
 * Events recorded under an actor, read from the event store (every stream: applications, legacy
 * names, …). An e-mail stands for the applicant who signs in with it and for the staff member
 * who has it; an id for that staff member. Uses the expression index on the actor
 * (migration 1760000000090).
 */
@QueryHandler(ActorTrailQuery)
export class ActorTrailHandler implements IQueryHandler<ActorTrailQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ actor, range, page }: ActorTrailQuery): Promise<{ rows: TrailEvent[]; total: number }> {
    const isEmail = actor.includes('@');
    const staffId = isEmail ? await staffIdByEmail(this.pool, actor) : actor;
    // Staff act under their id, applicants under their e-mail (stored in lower case): one index serves both.
    const ids = [staffId, isEmail ? actor.toLowerCase() : null].filter((id): id is string => id !== null);
    const { rows } = await this.pool.query<Row>(
      sql`SELECT event_id, stream_id, stream_type, stream_version, event_type, recorded_at, metadata->'actor' AS actor, data, hash,
              count(*) OVER () AS total
         FROM es_events
        WHERE metadata->'actor'->>'id' = ANY(${ids}::text[])
          AND (${range.from}::timestamptz IS NULL OR recorded_at >= ${range.from})
          AND (${range.until}::timestamptz IS NULL OR recorded_at < ${range.until})
        ORDER BY recorded_at DESC, global_position DESC
        LIMIT ${page.size} OFFSET ${page.offset}`,
    );
    const names = await staffNames(
      this.pool,
      rows.flatMap((r) => (r.actor?.kind === 'staff' && r.actor.id ? [r.actor.id] : [])),
    );
    return {
      total: rows[0] ? Number(rows[0].total) : await this.count(ids, range),
      rows: rows.map((r) => ({
        id: r.event_id,
        streamId: r.stream_id,
        streamType: r.stream_type,
        resource: RESOURCE_OF_STREAM.get(r.stream_type) ?? null,
        version: Number(r.stream_version),
        type: r.event_type,
        recordedAt: r.recorded_at.toISOString(),
        actor: namedActor(r.actor, names),
        data: r.data,
        hash: r.hash,
      })),
    };
  }

  /** A page past the last row has no window to count with: count on its own. */
  private async count(ids: string[], range: ActorTrailQuery['range']): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      sql`SELECT count(*) AS n FROM es_events
        WHERE metadata->'actor'->>'id' = ANY(${ids}::text[])
          AND (${range.from}::timestamptz IS NULL OR recorded_at >= ${range.from})
          AND (${range.until}::timestamptz IS NULL OR recorded_at < ${range.until})`,
    );
    return Number(rows[0]!.n);
  }
}
