import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, parsePage, type Page, type QueryValue } from '#src/lib/api';
import { DEFAULT_ROWS_PER_PAGE } from './get-publications';
import { publicTradeNameSchema, type PublicTradeName } from './schemas';

export const PROTECTION_LEVELS = ['kri_level', 'district_level'] as const;
export type ProtectionLevel = (typeof PROTECTION_LEVELS)[number];
export const TRADE_NAME_SORTS = ['-registeredAt', 'registeredAt', 'name', '-name'] as const;
export type TradeNameSort = (typeof TRADE_NAME_SORTS)[number];

/** The trade-name register's filters as the portal keeps them in its address. */
export interface TradeNameFilters {
  name: string;
  provinceId: string;
  districtId: string;
  protectionLevel: ProtectionLevel | '';
  sort: TradeNameSort;
  page: number;
  rowsPerPage: number;
}

const positive = (raw: string | null, fallback: number) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : fallback);
const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;

export function tradeNameFiltersFrom(params: URLSearchParams): TradeNameFilters {
  return {
    name: params.get('name') ?? '',
    provinceId: params.get('provinceId') ?? '',
    districtId: params.get('districtId') ?? '',
    protectionLevel: oneOf<ProtectionLevel | ''>(PROTECTION_LEVELS, params.get('protectionLevel'), ''),
    sort: oneOf(TRADE_NAME_SORTS, params.get('sortBy'), '-registeredAt'),
    page: positive(params.get('page'), 1),
    rowsPerPage: positive(params.get('rowsPerPage'), DEFAULT_ROWS_PER_PAGE),
  };
}

export function tradeNameSearchOf(filters: Partial<TradeNameFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) params.set(key, String(value));
  };
  set('name', filters.name?.trim());
  set('provinceId', filters.provinceId);
  set('districtId', filters.districtId);
  set('protectionLevel', filters.protectionLevel);
  set('sortBy', filters.sort, '-registeredAt');
  set('page', filters.page, 1);
  set('rowsPerPage', filters.rowsPerPage, DEFAULT_ROWS_PER_PAGE);
  return params;
}

export function tradeNameQueryOf(filters: TradeNameFilters): Record<string, QueryValue> {
  return {
    name: filters.name.trim() || undefined,
    provinceId: filters.provinceId || undefined,
    districtId: filters.districtId || undefined,
    protectionLevel: filters.protectionLevel || undefined,
    sortBy: filters.sort,
    page: filters.page,
    rowsPerPage: filters.rowsPerPage,
  };
}

/** `GET /api/v1/public/trade_names`: granted and registered trade names, with filters and paging. */
export async function getPublicTradeNames(filters: TradeNameFilters, signal?: AbortSignal): Promise<Page<PublicTradeName>> {
  const document = await apiClient.get('/v1/public/trade_names', { query: tradeNameQueryOf(filters), signal });
  return parsePage(publicTradeNameSchema, document);
}

export function usePublicTradeNames(filters: TradeNameFilters) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['registers', 'trade-names', locale, filters],
    queryFn: ({ signal }) => getPublicTradeNames(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
