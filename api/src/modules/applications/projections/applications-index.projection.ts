import type { GlobalEvent, SqlSession } from '../../../event-store/event-store.js';
import type { Projection } from '../../../event-store/projections/projection.js';
import {
  APPLICATION_STREAM_TYPES,
  evolveState,
  facetsOf,
  initialStateOf,
  lifecycleOf,
  serviceClocks,
  type ApplicationStreamType,
  type FoldedState,
} from './application-facets.js';
import { DistrictProvinces } from './district-provinces.js';

interface Row {
  stream_id: string;
  kind: ApplicationStreamType;
  owner_email: string;
  status: string;
  name: string | null;
  uen: string | null;
  version: number;
  submitted_at: string | Date;
  updated_at: Date;
  state: FoldedState;
  name_skeleton: string | null;
  protection_level: string | null;
  district_id: string | null;
  province_id: string | null;
  activity_ids: string[];
  trade_name_type: string | null;
  business_type: string | null;
  company_type: string | null;
  owners_upn: string[];
  assignee_id: string | null;
  lifecycle: string;
  established_at: string | Date | null;
  answer_since: string | Date | null;
  processing_since: string | Date | null;
}

const COLUMNS = `stream_id text, kind text, owner_email text, status text, name text, uen text, version bigint, submitted_at timestamptz,
  updated_at timestamptz, state jsonb, name_skeleton text, protection_level text, district_id text, province_id text, activity_ids text[],
  trade_name_type text, business_type text, company_type text, owners_upn text[], assignee_id text, lifecycle text, established_at timestamptz,
  answer_since timestamptz, processing_since timestamptz`;
const NAMES = COLUMNS.split(',').map((c) => c.trim().split(/\s+/)[0]!);

/**
 * One row per application for the lists of spec §7, the reviewer queue and "my applications".
 * Each event is folded with the write side's own evolve into the stored state, and every column
 * is derived from that state (the service-level clocks from its history, see serviceClocks), so
 * a list can never disagree with `GET /{id}`. Rows are written guarded by version, so a replayed
 * batch changes nothing.
 */
export class ApplicationsIndexProjection implements Projection {
  readonly name = 'applications-index';
  readonly streamTypes = APPLICATION_STREAM_TYPES;
  readonly tables = ['rm_applications'];
  private readonly provinces = new DistrictProvinces();

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const ids = [...new Set(events.map((e) => e.streamId))];
    const { rows: existing } = await tx.query('SELECT * FROM rm_applications WHERE stream_id = ANY($1)', [ids]);
    const rows = new Map<string, Row>(existing.map((r: Row) => [r.stream_id, { ...r, version: Number(r.version) }]));
    const changed = new Set<string>();
    for (const e of events) {
      const kind = e.streamType as ApplicationStreamType;
      const row = rows.get(e.streamId);
      if (row && e.streamVersion <= row.version) continue;
      const before = row?.state ?? initialStateOf(kind);
      const after = evolveState(kind, before, e);
      if (!row) {
        // Only a submission starts a row; anything else first is not an application's stream.
        if (!after?.status || !after.ownerEmail) continue;
        // Submitted when the applicant submitted it: the time its history (and its clocks) start from.
        const submittedAt = after.history?.[0]?.at ?? e.recordedAt;
        rows.set(e.streamId, this.derive({ stream_id: e.streamId, kind, submitted_at: submittedAt } as Row, null, after, e));
      } else {
        this.derive(row, row.status, after ?? row.state, e);
      }
      changed.add(e.streamId);
    }
    const batch = [...changed].map((id) => rows.get(id)!);
    if (!batch.length) return;
    await this.provinces.fill(tx, batch);
    await tx.query(
      `INSERT INTO rm_applications AS a (${NAMES.join(', ')})
       SELECT ${NAMES.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${COLUMNS})
       ON CONFLICT (stream_id) DO UPDATE SET ${NAMES.filter((n) => n !== 'stream_id' && n !== 'kind' && n !== 'submitted_at')
         .map((n) => `${n} = excluded.${n}`)
         .join(', ')}
        WHERE a.version < excluded.version`,
      [JSON.stringify(batch)],
    );
  }

  /** The row's columns after `e` moved the application from `previous` to `state`. */
  private derive(row: Row, previous: string | null, state: FoldedState, e: GlobalEvent): Row {
    const status = state.status ?? previous ?? 'submitted';
    const facets = facetsOf(row.kind, state.details);
    const clocks = serviceClocks(state.history);
    Object.assign(row, {
      owner_email: state.ownerEmail ?? row.owner_email,
      status,
      name: facets.name,
      uen: typeof state.uen === 'string' ? state.uen : (row.uen ?? null),
      version: e.streamVersion,
      updated_at: e.recordedAt,
      state,
      name_skeleton: facets.nameSkeleton,
      protection_level: facets.protectionLevel,
      district_id: facets.districtId,
      province_id: facets.provinceId,
      activity_ids: facets.activityIds,
      trade_name_type: facets.tradeNameType,
      business_type: facets.businessType,
      company_type: facets.companyType,
      owners_upn: facets.ownersUpn,
      assignee_id: state.assigneeId ?? null,
      lifecycle: lifecycleOf(status),
      established_at: clocks.establishedAt,
      answer_since: clocks.answerSince,
      processing_since: clocks.processingSince,
    } satisfies Partial<Row>);
    return row;
  }
}
