import type pg from 'pg';
import {
  type AppendResult,
  type ChainProblem,
  type EventStore,
  type GlobalEvent,
  type LocatedEvent,
  type ExpectedVersion,
  type NewEvent,
  type SqlSession,
  type StoredEvent,
  type VerifyResult,
  StreamVersionConflictError,
} from '../event-store.js';

const VERSION_CONFLICT = 'RE409';

/** Checkpoint of this adapter: "<transaction id>:<global position>". */
export function encodeCheckpoint(txId: string, position: number | string): string {
  return `${txId}:${position}`;
}

export function decodeCheckpoint(checkpoint: string | null): { txId: string; position: string } {
  if (!checkpoint) return { txId: '0', position: '0' };
  const match = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!match) throw new Error(`not a PostgreSQL event-store checkpoint: ${checkpoint}`);
  return { txId: match[1]!, position: match[2]! };
}

interface EventRow {
  global_position: string;
  tx_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
  prev_hash: string | null;
  hash: string;
}

type GlobalEventRow = Omit<EventRow, 'recorded_at' | 'prev_hash' | 'hash'> & { recorded_ms: number };

function toGlobalEvent(row: GlobalEventRow): GlobalEvent {
  return {
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: Number(row.stream_version),
    globalPosition: Number(row.global_position),
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_ms),
    checkpoint: encodeCheckpoint(row.tx_id, row.global_position),
  };
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: Number(row.stream_version),
    globalPosition: Number(row.global_position),
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    prevHash: row.prev_hash,
    hash: row.hash,
    checkpoint: encodeCheckpoint(row.tx_id, row.global_position),
  };
}

export class PostgresEventStore implements EventStore {
  constructor(private readonly pool: pg.Pool) {}

  async append(
    streamId: string,
    streamType: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    session: SqlSession = this.pool,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append: no events');
    const payload = events.map((e) => ({
      event_id: e.eventId,
      type: e.type,
      schema_version: e.schemaVersion,
      data: e.data ?? {},
      metadata: e.metadata ?? {},
    }));
    try {
      // A named statement: parsed and planned once per connection, as this is the write hot path.
      const { rows } = await (session as pg.Pool).query({
        name: 'es_append',
        text: 'SELECT out_version, out_position, out_duplicate FROM es_append($1, $2, $3, $4::jsonb)',
        values: [streamId, streamType, expected === 'any' ? null : expected, JSON.stringify(payload)],
      });
      const [result] = rows;
      return { nextVersion: Number(result.out_version), lastPosition: Number(result.out_position), duplicate: result.out_duplicate };
    } catch (error) {
      if ((error as { code?: string }).code === VERSION_CONFLICT) {
        throw new StreamVersionConflictError(streamId, expected, Number((error as { detail?: string }).detail ?? 0));
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: { toVersion?: number; until?: Date } = {}): Promise<StoredEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT * FROM es_events
        WHERE stream_id = $1
          AND ($2::bigint IS NULL OR stream_version <= $2)
          AND ($3::timestamptz IS NULL OR recorded_at <= $3)
        ORDER BY stream_version`,
      [streamId, options.toVersion ?? null, options.until ?? null],
    );
    return rows.map(toStoredEvent);
  }

  async readAll(after: string | null, limit: number, session: SqlSession = this.pool): Promise<GlobalEvent[]> {
    const { txId, position } = decodeCheckpoint(after);
    // Readers of the global order (projections) need neither hash, and a time in epoch
    // milliseconds is far cheaper to parse than timestamptz text: this is the rebuild's hot path.
    const { rows } = await session.query(
      `SELECT global_position, tx_id, stream_id, stream_type, stream_version, event_id, event_type, schema_version,
              data, metadata, (extract(epoch FROM recorded_at) * 1000)::float8 AS recorded_ms
         FROM es_read_all($1::xid8, $2::bigint, $3)`,
      [txId, position, limit],
    );
    return (rows as GlobalEventRow[]).map(toGlobalEvent);
  }

  async countAfter(after: string | null, cap = 100_000): Promise<number> {
    const { txId, position } = decodeCheckpoint(after);
    const { rows } = await this.pool.query(
      `SELECT count(*)::int AS n FROM (
         SELECT 1 FROM es_events WHERE (tx_id, global_position) > ($1::xid8, $2::bigint) LIMIT $3
       ) pending`,
      [txId, position, cap],
    );
    return rows[0].n;
  }

  async locate(eventId: string): Promise<LocatedEvent | null> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(eventId)) return null;
    const { rows } = await this.pool.query('SELECT stream_id, stream_type, tx_id::text, global_position, metadata FROM es_events WHERE event_id = $1', [eventId]);
    const row = rows[0];
    return row ? { streamId: row.stream_id, streamType: row.stream_type, checkpoint: encodeCheckpoint(row.tx_id, row.global_position), metadata: row.metadata } : null;
  }

  hasPassed(reader: string | null, target: string): boolean {
    const a = decodeCheckpoint(reader);
    const b = decodeCheckpoint(target);
    const [readerTx, targetTx] = [BigInt(a.txId), BigInt(b.txId)];
    return readerTx > targetTx || (readerTx === targetTx && BigInt(a.position) >= BigInt(b.position));
  }

  async verifyStream(streamId: string): Promise<VerifyResult> {
    const { rows } = await this.pool.query('SELECT * FROM es_verify_stream($1)', [streamId]);
    const problems: ChainProblem[] = rows.map((r) => ({
      streamVersion: Number(r.out_version),
      eventId: r.out_event_id,
      problem: r.out_problem,
    }));
    return { streamId, ok: problems.length === 0, problems };
  }
}
