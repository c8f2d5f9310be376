import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { invalid, type FieldProblem } from '@registry/domain/shared/domain-error';
import { readDateRange } from '#src/shared/http/date-range';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { Sql, selectAs, selectRows, sql } from '#src/infrastructure/database/read-models/table';
import { rmPublications, type PublicationRow } from '../applications/projections/publications.table.js';
import type { GazetteEntry } from './gazette.js';
import { certificateConfirmation } from '../certificates/certificate-record.js';
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

/** Anything but a UUID names no publication. */
export const PUBLICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toEntry(p: PublicationRow): GazetteEntry {
  return {
    id: p.stream_id,
    kind: p.kind as PublicationKind,
    name: p.name,
    names: p.name_locales,
    uen: p.uen,
    businessType: p.business_type,
    companyType: p.company_type,
    tradeNameType: p.trade_name_type,
    protectionLevel: p.protection_level,
    provinceId: p.province_id,
    districtId: p.district_id,
    activityIds: p.activity_ids,
    status: p.status,
    publishedAt: p.published_at,
    terminatedAt: p.terminated_at,
  };
}

/** Every column of `rm_publications`, read as `p`. */
export const PUBLICATION_ROWS = sql`SELECT ${rmPublications.list('p')} FROM ${rmPublications.as('p')}`;

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
    certificate: certificateConfirmation(e, locale),
  };
  return e.kind === 'business'
    ? {
        ...common,
        uen: e.uen,
        businessType: e.businessType,
        companyType: e.companyType,
        protectionLevel: e.protectionLevel,
        registeredAt: e.publishedAt.toISOString(),
      }
    : { ...common, tradeNameType: e.tradeNameType, protectionLevel: e.protectionLevel, grantedAt: e.publishedAt.toISOString() };
}

/**
 * What the gazette's queries share: the filters read from the query string (ListPublications,
 * ExportPublications, GetPublicationsFeed) and the slices of a filtered list. Every query reads
 * only `rm_publications`, which holds nothing about persons, so no filter or bug here can publish
 * a UPN, an e-mail or a phone number.
 */
@Injectable()
export class PublicationSearch {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

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
      const known = await selectAs(this.pool, sql`SELECT 1 FROM provinces WHERE id = ${filters.provinceId}`);
      if (!known.length) problems.push({ code: 'publication.unknown-province', field: 'provinceId' });
    }
    if (query.districtId?.trim()) filters.districtId = query.districtId.trim();
    const activities = (query.activityIds ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (activities.length > 100) problems.push({ code: 'validation.list-max', field: 'activityIds', params: { max: 100 } });
    if (activities.some((a) => !/^[A-Za-z0-9.]{1,10}$/.test(a))) problems.push({ code: 'validation.format', field: 'activityIds' });
    if (activities.length) filters.activityIds = activities;
    const published = readDateRange('publishedAtRange', query.publishedAtRange, problems);
    if (published) filters.published = published;
    if (query.sortBy !== undefined) {
      const key = query.sortBy.replace(/^-/, '');
      if (key !== 'publishedAt' && key !== 'name')
        problems.push({ code: 'validation.one-of', field: 'sortBy', params: { allowed: 'publishedAt, name' } });
      else filters.sort = { column: key === 'name' ? 'p.name' : 'p.published_at', descending: query.sortBy.startsWith('-') };
    }
    if (query.sortOrder !== undefined) {
      if (query.sortOrder !== 'asc' && query.sortOrder !== 'desc')
        problems.push({ code: 'validation.one-of', field: 'sortOrder', params: { allowed: 'asc, desc' } });
      else filters.sort.descending = query.sortOrder === 'desc';
    }
    if (problems.length) throw invalid(problems);
    return filters;
  }

  /** The WHERE clause of a list, each condition parenthesised as the query builder this replaced did. */
  where(kind: PublicationKind, f: PublicationFilters): Sql {
    const conditions = [sql`p.kind = ${kind}`];
    if (f.nameSkeleton !== undefined)
      conditions.push(sql`p.name_skeleton % ${f.nameSkeleton} OR strpos(p.name_skeleton, ${f.nameSkeleton}) > 0`);
    if (f.provinceId) conditions.push(sql`p.province_id = ${f.provinceId}`);
    if (f.districtId) conditions.push(sql`p.district_id = ${f.districtId}`);
    if (f.activityIds) conditions.push(sql`p.activity_ids && ${f.activityIds}::text[]`);
    if (f.published?.[0]) conditions.push(sql`p.published_at >= ${f.published[0]}`);
    if (f.published?.[1]) conditions.push(sql`p.published_at < ${f.published[1]}`);
    return sql`WHERE ${Sql.join(
      conditions.map((c) => sql`(${c})`),
      ' AND ',
    )}`;
  }

  /** One slice of a list; `sort.column` is one of two fixed columns (filters), never input. */
  slice(kind: PublicationKind, f: PublicationFilters, offset: number, limit: number): Promise<PublicationRow[]> {
    const order = Sql.raw(`ORDER BY ${f.sort.column} ${f.sort.descending ? 'DESC' : 'ASC'}, p.stream_id ASC`);
    return selectRows(this.pool, rmPublications, sql`${PUBLICATION_ROWS} ${this.where(kind, f)} ${order} LIMIT ${limit} OFFSET ${offset}`);
  }
}
