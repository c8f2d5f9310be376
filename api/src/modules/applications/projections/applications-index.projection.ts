import type { GlobalEvent, SqlSession } from '../../../event-store/event-store.js';
import type { Projection } from '../../../event-store/projections/projection.js';
import { APPLICATION_STREAM_TYPES, facetsOf, lifecycleOf, serviceClocks, type ApplicationStreamType } from './application-facets.js';
import { DistrictProvinces } from './district-provinces.js';
import { foldStreams, type FoldedStream } from './fold-streams.js';

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
  updated_at timestamptz, name_skeleton text, protection_level text, district_id text, province_id text, activity_ids text[],
  trade_name_type text, business_type text, company_type text, owners_upn text[], assignee_id text, lifecycle text, established_at timestamptz,
  answer_since timestamptz, processing_since timestamptz`;
const NAMES = COLUMNS.split(',').map((c) => c.trim().split(/\s+/)[0]!);

/**
 * One row per application for the lists of spec §7, the reviewer queue and "my applications".
 * Each stream of a batch is folded with the write side's own evolve (foldStreams) and every
 * column is derived from the folded application (the service-level clocks from its history, see
 * serviceClocks), so a list can never disagree with `GET /{id}`. Rows are written guarded by
 * version, so a replayed batch changes nothing.
 */
export class ApplicationsIndexProjection implements Projection {
  readonly name = 'applications-index';
  readonly streamTypes = APPLICATION_STREAM_TYPES;
  readonly tables = ['rm_applications'];
  private readonly provinces = new DistrictProvinces();

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const batch: Row[] = [];
    for (const stream of (await foldStreams(tx, events)).values()) {
      // Only a submission makes an application; a stream that never had one is not ours to list.
      if (!stream.state.status || !stream.state.ownerEmail) continue;
      batch.push(this.rowOf(stream));
    }
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

  /** Every column of the row, from the folded application. */
  private rowOf({ streamId, kind, state, version, recordedAt }: FoldedStream): Row {
    const facets = facetsOf(kind, state.details);
    const clocks = serviceClocks(state.history);
    const status = state.status!;
    return {
      stream_id: streamId,
      kind,
      owner_email: state.ownerEmail!,
      status,
      name: facets.name,
      uen: typeof state.uen === 'string' ? state.uen : null,
      version,
      // Submitted when the applicant submitted it: the time its history (and its clocks) start from.
      submitted_at: state.history?.[0]?.at ?? recordedAt,
      updated_at: recordedAt,
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
    };
  }
}
