import type { SqlSession, GlobalEvent } from '../../event-store/event-store.js';
import type { Projection } from '../../event-store/projections/projection.js';

interface SummaryRow {
  streamId: string;
  streamType: string;
  version: number;
  lastEventType: string;
  firstRecordedAt: Date;
  lastRecordedAt: Date;
}

/** One row per stream: its type, version, last event and when it started and last changed. */
export class StreamSummaryProjection implements Projection {
  readonly name = 'stream-summary';
  readonly tables = ['rm_stream_summary'];

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const rows = new Map<string, SummaryRow>();
    for (const e of events) {
      const row = rows.get(e.streamId);
      if (!row) {
        rows.set(e.streamId, {
          streamId: e.streamId,
          streamType: e.streamType,
          version: e.streamVersion,
          lastEventType: e.type,
          firstRecordedAt: e.recordedAt,
          lastRecordedAt: e.recordedAt,
        });
      } else if (e.streamVersion > row.version) {
        row.version = e.streamVersion;
        row.lastEventType = e.type;
        row.lastRecordedAt = e.recordedAt;
      }
    }
    const batch = [...rows.values()];
    // Guarded by version: replaying a batch, or an older one, changes nothing.
    await tx.query(
      `INSERT INTO rm_stream_summary AS s (stream_id, stream_type, version, last_event_type, first_recorded_at, last_recorded_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::timestamptz[], $6::timestamptz[])
       ON CONFLICT (stream_id) DO UPDATE
          SET version = excluded.version,
              last_event_type = excluded.last_event_type,
              last_recorded_at = excluded.last_recorded_at,
              first_recorded_at = least(s.first_recorded_at, excluded.first_recorded_at)
        WHERE s.version < excluded.version`,
      [
        batch.map((r) => r.streamId),
        batch.map((r) => r.streamType),
        batch.map((r) => r.version),
        batch.map((r) => r.lastEventType),
        batch.map((r) => r.firstRecordedAt),
        batch.map((r) => r.lastRecordedAt),
      ],
    );
  }
}
