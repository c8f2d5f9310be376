import { csvLines, UTF8_BOM } from '#src/shared/csv/csv-lines';
import type { ApplicationHistoryExport } from './export-application-history.query.js';

const COLUMNS = [
  'application_kind',
  'application_id',
  'version',
  'event_id',
  'event_type',
  'recorded_at',
  'actor_kind',
  'actor_id',
  'actor_name',
  'data',
  'hash',
  'chain_verified',
  'chain_problem',
] as const;

/**
 * One row per event; every row says whether the chain verified and what was wrong with that
 * event if anything, so a sheet filtered down to a few rows still carries the result. After a
 * byte-order mark (Excel reads UTF-8 as UTF-8); `csvLines` keeps formulas from running in a spreadsheet.
 */
export function historyCsv(history: ApplicationHistoryExport): string {
  const problemAt = new Map(history.verification.problems.map((p) => [p.streamVersion, p.problem]));
  const verified = history.verification.ok ? 'true' : 'false';
  const rows = [
    COLUMNS,
    ...history.events.map((e) => [
      history.application.kind,
      history.application.id,
      String(e.version),
      e.id,
      e.type,
      e.recordedAt,
      e.actor?.kind ?? 'system',
      e.actor?.id ?? null,
      e.actor?.name ?? null,
      JSON.stringify(e.data),
      e.hash,
      verified,
      problemAt.get(e.version) ?? null,
    ]),
    // Problems past the last event read (a missing tail) still reach the file.
    ...history.verification.problems
      .filter((p) => !history.events.some((e) => e.version === p.streamVersion))
      .map((p) => [
        history.application.kind,
        history.application.id,
        String(p.streamVersion),
        p.eventId,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        verified,
        p.problem,
      ]),
  ];
  return `${UTF8_BOM}${csvLines(rows)}`;
}
