import type { GlobalEvent, SqlSession } from '../../../event-store/event-store.js';
import type { Projection } from '../../../event-store/projections/projection.js';
import { DEFAULT_CALENDAR, addWorkingDays } from '../../working-time/domain/calendar.js';

interface Row {
  stream_id: string;
  kind: string;
  owner_email: string;
  status: string;
  name: string | null;
  uen: string | null;
  version: number;
  submitted_at: Date;
  updated_at: Date;
  due_at: Date | null;
}

/** States in which the registry owes the next step; spec §1 and §9: about two working days. */
const AWAITING_REGISTRY = new Set(['submitted', 'legal_checking', 'trade_name_recommended_for_approval', 'recommended_for_approval']);
const PROCESSING_DAYS = 2;

/** The due time of the registry's next step when the application entered `status` at `since`. */
function dueAt(status: string, since: Date, previous: Date | null, unchanged: boolean): Date | null {
  if (!AWAITING_REGISTRY.has(status)) return null;
  // Moving on inside the registry keeps the clock that started when the applicant handed it over.
  if (unchanged && previous) return previous;
  return addWorkingDays(DEFAULT_CALENDAR, since, PROCESSING_DAYS);
}

/** The name an application goes by: the trade name, the company's trade name, or the word mark. */
function nameIn(details: any): string | null | undefined {
  if (!details || typeof details !== 'object') return undefined;
  if (typeof details.name === 'string') return details.name;
  if (details.trade_name && typeof details.trade_name.name === 'string') return details.trade_name.name;
  if (details.wordMark) return details.wordMark.ckb ?? details.wordMark.en ?? details.wordMark.ar ?? null;
  return undefined;
}

/**
 * One row per application, for the lists of spec §7 (an applicant's own, staff's all): kind,
 * owner, status, name, UEN. Rows are folded event by event and written guarded by version, so a
 * replayed batch changes nothing.
 */
export class ApplicationsIndexProjection implements Projection {
  readonly name = 'applications-index';
  readonly streamTypes = ['trade-name', 'business', 'trademark'];
  readonly tables = ['rm_applications'];

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const ids = [...new Set(events.map((e) => e.streamId))];
    const { rows: existing } = await tx.query('SELECT * FROM rm_applications WHERE stream_id = ANY($1)', [ids]);
    const rows = new Map<string, Row>(existing.map((r: Row) => [r.stream_id, { ...r, version: Number(r.version) }]));
    for (const e of events) {
      const data = e.data as any;
      const row = rows.get(e.streamId);
      if (row && e.streamVersion <= row.version) continue;
      if (!row) {
        if (!e.type.endsWith('.submitted')) continue;
        rows.set(e.streamId, {
          stream_id: e.streamId,
          kind: e.streamType,
          owner_email: data.ownerEmail,
          status: data.to,
          name: nameIn(data.details) ?? null,
          uen: null,
          version: e.streamVersion,
          submitted_at: e.recordedAt,
          updated_at: e.recordedAt,
          due_at: dueAt(data.to, e.recordedAt, null, false),
        });
        continue;
      }
      if (typeof data.to === 'string' && data.to !== row.status) {
        const stillWithRegistry = AWAITING_REGISTRY.has(row.status) && AWAITING_REGISTRY.has(data.to);
        row.due_at = dueAt(data.to, e.recordedAt, row.due_at, stillWithRegistry);
        row.status = data.to;
      }
      if (e.type.endsWith('.transfer-confirmed')) row.owner_email = data.newEmail;
      if (e.type.endsWith('.payment-confirmed') && typeof data.uen === 'string') row.uen = data.uen;
      if (e.type.endsWith('.corrected')) {
        const renamed = nameIn(data.changes) ?? (data.changes?.wordMark ? nameIn({ wordMark: data.changes.wordMark }) : undefined);
        if (renamed !== undefined) row.name = renamed;
      }
      row.version = e.streamVersion;
      row.updated_at = e.recordedAt;
    }
    const batch = [...rows.values()];
    if (!batch.length) return;
    const column = <K extends keyof Row>(key: K) => batch.map((r) => r[key]);
    await tx.query(
      `INSERT INTO rm_applications AS a (stream_id, kind, owner_email, status, name, uen, version, submitted_at, updated_at, due_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::timestamptz[], $9::timestamptz[], $10::timestamptz[])
       ON CONFLICT (stream_id) DO UPDATE
          SET owner_email = excluded.owner_email, status = excluded.status, name = excluded.name, uen = excluded.uen,
              version = excluded.version, updated_at = excluded.updated_at, due_at = excluded.due_at
        WHERE a.version < excluded.version`,
      [column('stream_id'), column('kind'), column('owner_email'), column('status'), column('name'), column('uen'), column('version'), column('submitted_at'), column('updated_at'), column('due_at')],
    );
  }
}
