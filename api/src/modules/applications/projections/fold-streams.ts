import type { GlobalEvent, SqlSession } from '#src/event-store/event-store';
import { selectAs, sql } from '#src/infrastructure/database/read-models/table';
import { evolveState, initialStateOf, type ApplicationStreamType, type FoldedState } from './application-facets.js';

export interface FoldedStream {
  streamId: string;
  kind: ApplicationStreamType;
  state: FoldedState;
  /** The version folded up to. */
  version: number;
  /** When the last folded event was recorded. */
  recordedAt: Date;
}

/**
 * Each application stream of a batch folded with the write side's evolve, from its first event
 * up to its last event in the batch (or up to `upTo`). Events before the batch are read from the
 * store in one query; a stream's earlier events are committed and never change, so a live run
 * and a rebuild fold exactly the same events. In a rebuild most streams start inside the batch
 * and nothing is read.
 */
export async function foldStreams(
  tx: SqlSession,
  events: readonly GlobalEvent[],
  upTo?: ReadonlyMap<string, number>,
): Promise<Map<string, FoldedStream>> {
  const byStream = new Map<string, GlobalEvent[]>();
  for (const e of events) {
    if (upTo && e.streamVersion > (upTo.get(e.streamId) ?? 0)) continue;
    const list = byStream.get(e.streamId);
    if (list) list.push(e);
    else byStream.set(e.streamId, [e]);
  }
  const needEarlier = [...byStream].filter(([, list]) => list[0]!.streamVersion > 1);
  const earlier = new Map<string, { type: string; schemaVersion: number; data: unknown }[]>();
  if (needEarlier.length) {
    const rows = await selectAs<{ stream_id: string; event_type: string; schema_version: number; data: unknown }>(
      tx,
      sql`SELECT e.stream_id, e.event_type, e.schema_version, e.data
            FROM unnest(${needEarlier.map(([id]) => id)}::text[], ${needEarlier.map(([, list]) => list[0]!.streamVersion)}::bigint[]) AS s(id, below)
            JOIN es_events e ON e.stream_id = s.id AND e.stream_version < s.below
           ORDER BY e.stream_id, e.stream_version`,
    );
    for (const r of rows) {
      const step = { type: r.event_type, schemaVersion: r.schema_version, data: r.data };
      const list = earlier.get(r.stream_id);
      if (list) list.push(step);
      else earlier.set(r.stream_id, [step]);
    }
  }
  const folded = new Map<string, FoldedStream>();
  for (const [streamId, list] of byStream) {
    const kind = list[0]!.streamType as ApplicationStreamType;
    let state = initialStateOf(kind);
    for (const e of [...(earlier.get(streamId) ?? []), ...list]) state = evolveState(kind, state, e) ?? state;
    const last = list[list.length - 1]!;
    folded.set(streamId, { streamId, kind, state, version: last.streamVersion, recordedAt: last.recordedAt });
  }
  return folded;
}
