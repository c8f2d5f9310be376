import type { GlobalEvent, SqlSession } from '#src/event-store/event-store';
import type { Projection } from '#src/event-store/projections/projection';
import { facetsOf } from './application-facets.js';
import { foldStreams } from './fold-streams.js';
import { DistrictProvinces } from './district-provinces.js';
import { upsert } from '#src/infrastructure/database/read-models/table';
import { rmPublications, type PublicationWriteRow } from './publications.table.js';

/** The states a registry publishes: a company registered, a trade name granted, and their end. */
const PUBLISHED: Readonly<Record<string, ReadonlySet<string>>> = {
  business: new Set(['registered', 'terminated']),
  'trade-name': new Set(['granted', 'terminated']),
};

const STARTS: Readonly<Record<string, string>> = { business: 'registered', 'trade-name': 'granted' };

/** Replayed or older batches change nothing; a publication never changes kind. */
const UPSERT = upsert(rmPublications, {
  via: 'jsonb',
  alias: 'p',
  update: rmPublications.names.filter((n) => n !== 'stream_id' && n !== 'kind'),
  where: 'p.version < excluded.version',
});

/**
 * The gazette (spec §1 "publications"): registered companies and granted trade names. When an
 * application reaches a published state, its stream is folded up to that event (foldStreams:
 * a live run and a rebuild fold the same events) and only what a registry
 * publishes is written: names, UEN, types, place, activities, dates. No person's name, UPN,
 * e-mail or phone number ever reaches this table.
 */
export class PublicationsProjection implements Projection {
  readonly name = 'publications';
  readonly streamTypes = ['business', 'trade-name'];
  readonly tables = [rmPublications.name];
  private readonly provinces = new DistrictProvinces();

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const candidates = events.filter(
      (e) => typeof (e.data as { to?: unknown })?.to === 'string' && PUBLISHED[e.streamType]?.has((e.data as { to: string }).to),
    );
    if (!candidates.length) return;
    const latest = new Map<string, GlobalEvent>();
    for (const e of candidates) if ((latest.get(e.streamId)?.streamVersion ?? 0) < e.streamVersion) latest.set(e.streamId, e);
    const rows: PublicationWriteRow[] = [];
    const folded = await foldStreams(tx, events, new Map([...latest].map(([id, e]) => [id, e.streamVersion])));
    for (const { streamId, kind, state, version, recordedAt } of folded.values()) {
      const facets = facetsOf(kind, state.details);
      if (!facets.name || !state.status) continue;
      const terminated = state.status === 'terminated';
      // Published when it was registered or granted; termination keeps that date.
      const published = state.history?.find((h: { to: string }) => h.to === STARTS[kind])?.at;
      rows.push({
        stream_id: streamId,
        kind,
        name: facets.name,
        name_locales: facets.nameLocales,
        name_skeleton: facets.nameSkeleton ?? '',
        uen: typeof state.uen === 'string' ? state.uen : null,
        business_type: facets.businessType,
        company_type: facets.companyType,
        trade_name_type: facets.tradeNameType,
        protection_level: facets.protectionLevel,
        province_id: facets.provinceId,
        district_id: facets.districtId,
        activity_ids: facets.activityIds,
        status: state.status,
        published_at: published ?? recordedAt,
        terminated_at: terminated ? recordedAt : null,
        version,
      });
    }
    if (!rows.length) return;
    await this.provinces.fill(tx, rows);
    await UPSERT.run(tx, rows);
  }
}
