import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type pg from 'pg';
import { PG_POOL } from '../../tokens.js';
import { invalid, notFound, type FieldProblem } from '@registry/domain/shared/domain-error';
import type { Page } from '../../shared/http/json-api.js';
import { readDateRange } from '../../shared/http/date-range.js';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { PublicationEntity } from '../applications/projections/publication.entity.js';
import type { GazetteEntry } from './gazette.js';
import type { PublicationsQuery } from './publications.dto.js';

export type PublicationKind = 'business' | 'trade-name';

export interface PublicationFilters {
  nameSkeleton?: string;
  provinceId?: string;
  districtId?: string;
  activityIds?: string[];
  published?: [Date | null, Date | null];
  sort: { column: 'p.published_at' | 'p.name'; descending: boolean };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toEntry(p: PublicationEntity): GazetteEntry {
  return {
    id: p.streamId,
    kind: p.kind as PublicationKind,
    name: p.name,
    names: p.nameLocales,
    uen: p.uen,
    businessType: p.businessType,
    companyType: p.companyType,
    tradeNameType: p.tradeNameType,
    protectionLevel: p.protectionLevel,
    provinceId: p.provinceId,
    districtId: p.districtId,
    activityIds: p.activityIds,
    status: p.status,
    publishedAt: p.publishedAt,
    terminatedAt: p.terminatedAt,
  };
}

/** A publication as the public reads it: the name in the reader's language where it was given in it. */
export function publicView(e: GazetteEntry, locale: Locale) {
  const common = {
    id: e.id,
    name: e.names[locale] ?? e.name,
    names: e.names,
    provinceId: e.provinceId,
    districtId: e.districtId,
    activityIds: e.activityIds,
    status: e.status,
    terminatedAt: e.terminatedAt?.toISOString() ?? null,
  };
  return e.kind === 'business'
    ? { ...common, uen: e.uen, businessType: e.businessType, companyType: e.companyType, protectionLevel: e.protectionLevel, registeredAt: e.publishedAt.toISOString() }
    : { ...common, tradeNameType: e.tradeNameType, protectionLevel: e.protectionLevel, grantedAt: e.publishedAt.toISOString() };
}

/**
 * The gazette's queries. They read only `rm_publications`, which holds nothing about persons,
 * so no filter or bug here can publish a UPN, an e-mail or a phone number.
 */
@Injectable()
export class Publications {
  constructor(
    @InjectRepository(PublicationEntity) private readonly rows: Repository<PublicationEntity>,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async filters(query: PublicationsQuery): Promise<PublicationFilters> {
    const problems: FieldProblem[] = [];
    const filters: PublicationFilters = { sort: { column: 'p.published_at', descending: true } };
    const name = (query.name ?? query.trade_name)?.trim();
    if (name) {
      const keys = nameKeys(name);
      filters.nameSkeleton = keys.genericOnly ? keys.normalized : keys.skeleton;
    }
    if (query.provinceId?.trim()) {
      filters.provinceId = query.provinceId.trim();
      const { rowCount } = await this.pool.query('SELECT 1 FROM provinces WHERE id = $1', [filters.provinceId]);
      if (!rowCount) problems.push({ code: 'publication.unknown-province', field: 'provinceId' });
    }
    if (query.districtId?.trim()) filters.districtId = query.districtId.trim();
    const activities = (query.activityIds ?? '').split(',').map((a) => a.trim()).filter(Boolean);
    if (activities.length > 100) problems.push({ code: 'validation.list-max', field: 'activityIds', params: { max: 100 } });
    if (activities.some((a) => !/^[A-Za-z0-9.]{1,10}$/.test(a))) problems.push({ code: 'validation.format', field: 'activityIds' });
    if (activities.length) filters.activityIds = activities;
    const published = readDateRange('publishedAtRange', query.publishedAtRange, problems);
    if (published) filters.published = published;
    if (query.sortBy !== undefined) {
      const key = query.sortBy.replace(/^-/, '');
      if (key !== 'publishedAt' && key !== 'name') problems.push({ code: 'validation.one-of', field: 'sortBy', params: { allowed: 'publishedAt, name' } });
      else filters.sort = { column: key === 'name' ? 'p.name' : 'p.published_at', descending: query.sortBy.startsWith('-') };
    }
    if (query.sortOrder !== undefined) {
      if (query.sortOrder !== 'asc' && query.sortOrder !== 'desc') problems.push({ code: 'validation.one-of', field: 'sortOrder', params: { allowed: 'asc, desc' } });
      else filters.sort.descending = query.sortOrder === 'desc';
    }
    if (problems.length) throw invalid(problems);
    return filters;
  }

  private query(kind: PublicationKind, f: PublicationFilters): SelectQueryBuilder<PublicationEntity> {
    const q = this.rows.createQueryBuilder('p').where('p.kind = :kind', { kind });
    if (f.nameSkeleton !== undefined) q.andWhere('(p.name_skeleton % :skeleton OR strpos(p.name_skeleton, :skeleton) > 0)', { skeleton: f.nameSkeleton });
    if (f.provinceId) q.andWhere('p.province_id = :province', { province: f.provinceId });
    if (f.districtId) q.andWhere('p.district_id = :district', { district: f.districtId });
    if (f.activityIds) q.andWhere('p.activity_ids && :activities', { activities: f.activityIds });
    if (f.published?.[0]) q.andWhere('p.published_at >= :from', { from: f.published[0] });
    if (f.published?.[1]) q.andWhere('p.published_at < :to', { to: f.published[1] });
    return q.orderBy(f.sort.column, f.sort.descending ? 'DESC' : 'ASC').addOrderBy('p.stream_id');
  }

  async page(kind: PublicationKind, f: PublicationFilters, page: Page): Promise<{ entries: GazetteEntry[]; total: number }> {
    const [rows, total] = await this.query(kind, f).skip(page.offset).take(page.size).getManyAndCount();
    return { entries: rows.map(toEntry), total };
  }

  /** Every matching entry, a chunk at a time (the CSV download streams them). */
  async *all(kind: PublicationKind, f: PublicationFilters, chunk = 1000): AsyncGenerator<GazetteEntry[]> {
    for (let offset = 0; ; offset += chunk) {
      const rows = await this.query(kind, f).skip(offset).take(chunk).getMany();
      if (rows.length) yield rows.map(toEntry);
      if (rows.length < chunk) return;
    }
  }

  async latest(kind: PublicationKind, f: PublicationFilters, limit: number): Promise<GazetteEntry[]> {
    const rows = await this.query(kind, { ...f, sort: { column: 'p.published_at', descending: true } }).take(limit).getMany();
    return rows.map(toEntry);
  }

  async byId(kind: PublicationKind, id: string): Promise<GazetteEntry> {
    if (!UUID.test(id)) throw notFound();
    const row = await this.rows.findOneBy({ streamId: id, kind });
    if (!row) throw notFound();
    return toEntry(row);
  }

  async byUen(uen: string): Promise<GazetteEntry> {
    const row = await this.rows.findOneBy({ uen: uen.trim().toUpperCase(), kind: 'business' });
    if (!row) throw notFound();
    return toEntry(row);
  }

  /** A province's name in the reader's language (the id when it is unknown). */
  async provinceName(id: string, locale: Locale): Promise<string> {
    // `locale` is one of the four languages (resolveLocale), so the column name is never input.
    const { rows } = await this.pool.query(`SELECT name_${locale} AS name FROM provinces WHERE id = $1`, [id]);
    return rows[0]?.name ?? id;
  }

  /** The company that holds a trade name: by the name's id in the public register, or the application's own id. */
  async byTradeNameId(id: string): Promise<GazetteEntry> {
    if (!UUID.test(id)) throw notFound();
    const { rows } = await this.pool.query(`SELECT holder_stream_id FROM tn_claims WHERE id = $1 AND holder_kind = 'business'`, [id]);
    return this.byId('business', rows[0]?.holder_stream_id ?? id);
  }
}
