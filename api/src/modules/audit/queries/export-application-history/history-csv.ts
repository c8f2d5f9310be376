import { csvField } from '#src/modules/publications/gazette';
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

/** The byte-order mark Excel needs to read UTF-8 (Kurdish and Arabic names) as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/**
 * One row per event; every row says whether the chain verified and what was wrong with that
 * event if anything, so a sheet filtered down to a few rows still carries the result. Fields go
 * through `csvField` (a leading = + - @ tab or CR is quoted away: no formula runs in a spreadsheet).
 */
export function historyCsv(history: ApplicationHistoryExport): string {
  const problemAt = new Map(history.verification.problems.map((p) => [p.streamVersion, p.problem]));
  const verified = history.verification.ok ? 'true' : 'false';
  const lines = [
    COLUMNS.join(','),
    ...history.events.map((e) =>
      [
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
      ]
        .map(csvField)
        .join(','),
    ),
    // Problems past the last event read (a missing tail) still reach the file.
    ...history.verification.problems
      .filter((p) => !history.events.some((e) => e.version === p.streamVersion))
      .map((p) =>
        [
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
        ]
          .map(csvField)
          .join(','),
      ),
  ];
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}
