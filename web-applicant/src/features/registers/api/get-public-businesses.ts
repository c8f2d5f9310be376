import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, parsePage, type Page } from '#src/lib/api';
import { DEFAULT_ROWS_PER_PAGE } from './get-publications';
import { publicBusinessSchema, type PublicBusiness } from './schemas';

export interface PublicBusinessesQuery {
  tradeName: string;
  page: number;
  rowsPerPage: number;
}

const positive = (raw: string | null, fallback: number) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : fallback);

/** `/businesses?q=…&page=…` → the query. */
export function businessesQueryFrom(params: URLSearchParams): PublicBusinessesQuery {
  return {
    tradeName: params.get('q') ?? '',
    page: positive(params.get('page'), 1),
    rowsPerPage: positive(params.get('rowsPerPage'), DEFAULT_ROWS_PER_PAGE),
  };
}

export function businessesSearchOf(query: Partial<PublicBusinessesQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tradeName?.trim()) params.set('q', query.tradeName.trim());
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  if (query.rowsPerPage && query.rowsPerPage !== DEFAULT_ROWS_PER_PAGE) params.set('rowsPerPage', String(query.rowsPerPage));
  return params;
}

/** `GET /api/v1/public/businesses?trade_name&page&rowsPerPage`: registered companies, newest first. */
export async function getPublicBusinesses(query: PublicBusinessesQuery, signal?: AbortSignal): Promise<Page<PublicBusiness>> {
  const document = await apiClient.get('/v1/public/businesses', {
    query: { trade_name: query.tradeName.trim() || undefined, page: query.page, rowsPerPage: query.rowsPerPage },
    signal,
  });
  return parsePage(publicBusinessSchema, document);
}

export function usePublicBusinesses(query: PublicBusinessesQuery) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['registers', 'businesses', locale, query],
    queryFn: ({ signal }) => getPublicBusinesses(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
