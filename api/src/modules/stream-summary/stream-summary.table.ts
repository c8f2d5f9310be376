import { bigint, defineTable, text, timestamptz, type RowOf, type WriteRowOf } from '#src/infrastructure/database/read-models/table';

/** `rm_stream_summary`: one row per stream (StreamSummaryProjection). */
export const rmStreamSummary = defineTable('rm_stream_summary', {
  stream_id: text().primaryKey(),
  stream_type: text(),
  version: bigint(),
  last_event_type: text(),
  first_recorded_at: timestamptz(),
  last_recorded_at: timestamptz(),
});

export type StreamSummaryRow = RowOf<typeof rmStreamSummary>;
export type StreamSummaryWriteRow = WriteRowOf<typeof rmStreamSummary>;
