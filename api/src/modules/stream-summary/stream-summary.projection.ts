import type { SqlSession, GlobalEvent } from '#src/event-store/event-store';
import type { Projection } from '#src/event-store/projections/projection';
import { upsert } from '#src/infrastructure/database/read-models/table';
import { rmStreamSummary, type StreamSummaryWriteRow } from './stream-summary.table.js';

type SummaryRow = StreamSummaryWriteRow & { version: number; last_recorded_at: Date };

/** Guarded by version: replaying a batch, or an older one, changes nothing. */
const UPSERT = upsert(rmStreamSummary, {
  via: 'unnest',
  alias: 's',
  update: ['version', 'last_event_type', 'last_recorded_at'],
  set: { first_recorded_at: 'least(s.first_recorded_at, excluded.first_recorded_at)' },
  where: 's.version < excluded.version',
});

/** One row per stream: its type, version, last event and when it started and last changed. */
export class StreamSummaryProjection implements Projection {
  readonly name = 'stream-summary';
  readonly tables = [rmStreamSummary.name];

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const rows = new Map<string, SummaryRow>();
    for (const e of events) {
      const row = rows.get(e.streamId);
      if (!row) {
        rows.set(e.streamId, {
          stream_id: e.streamId,
          stream_type: e.streamType,
          version: e.streamVersion,
          last_event_type: e.type,
          first_recorded_at: e.recordedAt,
          last_recorded_at: e.recordedAt,
        });
      } else if (e.streamVersion > row.version) {
        row.version = e.streamVersion;
        row.last_event_type = e.type;
        row.last_recorded_at = e.recordedAt;
      }
    }
    await UPSERT.run(tx, [...rows.values()]);
  }
}
