import type { GlobalEvent, SqlSession } from '#src/event-store/event-store';
import type { Projection } from '#src/event-store/projections/projection';
import { APPLICATION_STREAM_TYPES, facetsOf, lifecycleOf, serviceClocks } from './application-facets.js';
import { DistrictProvinces } from './district-provinces.js';
import { foldStreams, type FoldedStream } from './fold-streams.js';
import { upsert } from '#src/infrastructure/database/read-models/table';
import { rmApplications, type ApplicationWriteRow } from './applications.table.js';
import { referencesOf } from '../collaborators/reference-sequence.js';

type Row = ApplicationWriteRow;

/** Replayed or older batches change nothing; kind and submission time never change. */
const UPSERT = upsert(rmApplications, {
  via: 'jsonb',
  alias: 'a',
  update: rmApplications.names.filter((n) => n !== 'stream_id' && n !== 'kind' && n !== 'submitted_at'),
  where: 'a.version < excluded.version',
});

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
  readonly tables = [rmApplications.name];
  private readonly provinces = new DistrictProvinces();

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const batch: Row[] = [];
    for (const stream of (await foldStreams(tx, events)).values()) {
      // Only a submission makes an application; a stream that never had one is not ours to list.
      if (!stream.state.status || !stream.state.ownerEmail) continue;
      batch.push(this.rowOf(stream));
    }
    if (!batch.length) return;
    // Applications submitted before references were recorded in events: the ledger numbered them (migration 1760000000080).
    const unrecorded = batch.filter((r) => !r.reference).map((r) => r.stream_id);
    const ledger = await referencesOf(tx, unrecorded);
    for (const row of batch) row.reference ??= ledger.get(row.stream_id) ?? null;
    await this.provinces.fill(tx, batch);
    await UPSERT.run(tx, batch);
  }

  /** Every column of the row, from the folded application. */
  private rowOf({ streamId, kind, state, version, recordedAt }: FoldedStream): Row {
    const facets = facetsOf(kind, state.details);
    const clocks = serviceClocks(state.history);
    const status = state.status!;
    return {
      stream_id: streamId,
      kind,
      reference: typeof state.reference === 'string' ? state.reference : null,
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
