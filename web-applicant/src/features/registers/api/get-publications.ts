import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, parsePage, urlOf, type Page, type QueryValue } from '#src/lib/api';
import { publicBusinessSchema, tradeNamePublicationSchema, type PublicBusiness, type TradeNamePublication } from './schemas';

/** The gazette's two lists; the values are the API's path segments and the portal's `tab`. */
export const PUBLICATION_KINDS = ['businesses', 'trade_names'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

export const PUBLICATION_SORTS = ['newest', 'oldest', 'name'] as const;
export type PublicationSort = (typeof PUBLICATION_SORTS)[number];
const SORT_BY: Record<PublicationSort, string> = { newest: '-publishedAt', oldest: 'publishedAt', name: 'name' };

export const ROWS_PER_PAGE = [10, 20, 50, 100] as const;
export const DEFAULT_ROWS_PER_PAGE = 20;

/** The gazette's filters as the portal keeps them in its address (`/publications?tab=…&name=…`). */
export interface PublicationFilters {
  kind: PublicationKind;
  name: string;
  provinceId: string;
  districtId: string;
  /** One ISIC code. */
  activityId: string;
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
  sort: PublicationSort;
  page: number;
  rowsPerPage: number;
}

const positive = (raw: string | null, fallback: number) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : fallback);
const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;

/** The portal address's search params → filters; anything unknown falls back to the default. */
export function publicationFiltersFrom(params: URLSearchParams): PublicationFilters {
  return {
    kind: oneOf(PUBLICATION_KINDS, params.get('tab'), 'businesses'),
    name: params.get('name') ?? '',
    provinceId: params.get('provinceId') ?? '',
    districtId: params.get('districtId') ?? '',
    activityId: params.get('activityId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    sort: oneOf(PUBLICATION_SORTS, params.get('sort'), 'newest'),
    page: positive(params.get('page'), 1),
    rowsPerPage: positive(params.get('rowsPerPage'), DEFAULT_ROWS_PER_PAGE),
  };
}

/** Filters → the portal's search params, defaults left out so that addresses stay short. */
export function publicationSearchOf(filters: Partial<PublicationFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) params.set(key, String(value));
  };
  set('tab', filters.kind, 'businesses');
  set('name', filters.name?.trim());
  set('provinceId', filters.provinceId);
  set('districtId', filters.districtId);
  set('activityId', filters.activityId);
  set('from', filters.from);
  set('to', filters.to);
  set('sort', filters.sort, 'newest');
  set('page', filters.page, 1);
  set('rowsPerPage', filters.rowsPerPage, DEFAULT_ROWS_PER_PAGE);
  return params;
}

/** The API's query for these filters (docs/api.md): `publishedAtRange=from,to`, `sortBy`, paging optional. */
export function publicationQueryOf(
  filters: PublicationFilters,
  options: { paging: boolean } = { paging: true },
): Record<string, QueryValue> {
  return {
    name: filters.name.trim() || undefined,
    provinceId: filters.provinceId || undefined,
    districtId: filters.districtId || undefined,
    activityIds: filters.activityId || undefined,
    publishedAtRange: filters.from || filters.to ? `${filters.from},${filters.to}` : undefined,
    sortBy: SORT_BY[filters.sort],
    page: options.paging ? filters.page : undefined,
    rowsPerPage: options.paging ? filters.rowsPerPage : undefined,
  };
}

/** The same list as a CSV file: every row matching the filters, no paging. */
export const publicationsCsvUrl = (filters: PublicationFilters): string =>
  urlOf(`/v1/public/publications/${filters.kind}.csv`, publicationQueryOf(filters, { paging: false }));

/** The Atom feed of the list (the newest 100), of one province when one is chosen. */
export const publicationsAtomUrl = (kind: PublicationKind, provinceId: string): string =>
  urlOf(`/v1/public/publications/${kind}.atom`, { provinceId: provinceId || undefined });

export type PublicationsPage =
  { kind: 'businesses'; page: Page<PublicBusiness> } | { kind: 'trade_names'; page: Page<TradeNamePublication> };

/** `GET /api/v1/public/publications/{businesses|trade_names}`: one page of the gazette. */
export async function getPublications(filters: PublicationFilters, signal?: AbortSignal): Promise<PublicationsPage> {
  const document = await apiClient.get(`/v1/public/publications/${filters.kind}`, { query: publicationQueryOf(filters), signal });
  return filters.kind === 'businesses'
    ? { kind: 'businesses', page: parsePage(publicBusinessSchema, document) }
    : { kind: 'trade_names', page: parsePage(tradeNamePublicationSchema, document) };
}

export function usePublications(filters: PublicationFilters) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['registers', 'publications', locale, filters],
    queryFn: ({ signal }) => getPublications(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
