import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { STREAM_TYPES } from '#src/modules/applications/kinds/application-kinds';
import { namedActor, staffIdByEmail, staffNames } from '#src/modules/audit/staff-names';
import { ActorTrailQuery, type TrailEvent } from './actor-trail.query.js';
import { sql } from '#src/infrastructure/database/read-models/sql';
import { NOTES_STREAM_TYPE } from '@registry/domain/applications/internal-notes';

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

interface ApplicationRecord {
  kind: string;
  reference: string | null;
  name: string | null;
}

/** The application a row is about: its own stream, or the stream of its internal notes (`<id>/notes`). */
function applicationIdOf(row: Row): string | null {
  if (RESOURCE_OF_STREAM.has(row.stream_type)) return row.stream_id;
  if (row.stream_type === NOTES_STREAM_TYPE) return row.stream_id.replace(/\/notes$/, '');
  return null;
}

/**
 * What a row's record is called: an application (or its notes) by its resource, reference and
 * name; an old register name by its register reference and name; anything else by nothing.
 */
function recordOf(row: Row, records: Map<string, ApplicationRecord>): Pick<TrailEvent, 'resource' | 'recordId' | 'reference' | 'name'> {
  const applicationId = applicationIdOf(row);
  const application = applicationId ? records.get(applicationId) : undefined;
  if (applicationId)
    return {
      resource: RESOURCE_OF_STREAM.get(application?.kind ?? row.stream_type) ?? null,
      recordId: applicationId,
      reference: application?.reference ?? null,
      name: application?.name ?? null,
    };
  const data = (row.data ?? {}) as { legacyRef?: unknown; name?: unknown };
  return {
    resource: null,
    recordId: null,
    reference: typeof data.legacyRef === 'string' ? data.legacyRef : null,
    name: typeof data.name === 'string' ? data.name : null,
  };
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
    const records = await this.applications(rows.flatMap((r) => applicationIdOf(r) ?? []));
    return {
      total: rows[0] ? Number(rows[0].total) : await this.count(ids, range),
      rows: rows.map((r) => ({
        id: r.event_id,
        streamId: r.stream_id,
        streamType: r.stream_type,
        ...recordOf(r, records),
        version: Number(r.stream_version),
        type: r.event_type,
        recordedAt: r.recorded_at.toISOString(),
        actor: namedActor(r.actor, names),
        data: r.data,
        hash: r.hash,
      })),
    };
  }

  /** The applications' references and names (the list read model), by stream id. */
  private async applications(ids: string[]): Promise<Map<string, ApplicationRecord>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<ApplicationRecord & { stream_id: string }>(
      sql`SELECT stream_id, kind, reference, name FROM rm_applications WHERE stream_id = ANY(${[...new Set(ids)]}::text[])`,
    );
    return new Map(rows.map((r) => [r.stream_id, r]));
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
