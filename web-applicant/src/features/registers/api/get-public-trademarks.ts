import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, parsePage, type Page, type QueryValue } from '#src/lib/api';
import { DEFAULT_ROWS_PER_PAGE } from './get-publications';
import { publicTrademarkSchema, type PublicTrademark } from './schemas';

/** The statuses the register publishes (docs/trademarks.md, "The public register of marks"). */
export const MARK_STATUSES = ['reserved', 'terminated'] as const;
export type MarkStatus = (typeof MARK_STATUSES)[number];
export const TRADEMARK_SORTS = ['-reservedAt', 'reservedAt', '-submittedAt', 'submittedAt'] as const;
export type TrademarkSort = (typeof TRADEMARK_SORTS)[number];
/** The Nice classes, 1 to 45. */
export const NICE_CLASSES = Array.from({ length: 45 }, (_, i) => i + 1);

/** The register of marks' filters as the portal keeps them in its address. */
export interface TrademarkFilters {
  words: string;
  /** A Nice class as typed in the address ('' for any); the API checks it. */
  niceClass: string;
  status: MarkStatus | '';
  sort: TrademarkSort;
  page: number;
  rowsPerPage: number;
}

const positive = (raw: string | null, fallback: number) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : fallback);
const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;

export function trademarkFiltersFrom(params: URLSearchParams): TrademarkFilters {
  return {
    words: params.get('words') ?? '',
    niceClass: params.get('niceClass') ?? '',
    status: oneOf<MarkStatus | ''>(MARK_STATUSES, params.get('status'), ''),
    sort: oneOf(TRADEMARK_SORTS, params.get('sortBy'), '-reservedAt'),
    page: positive(params.get('page'), 1),
    rowsPerPage: positive(params.get('rowsPerPage'), DEFAULT_ROWS_PER_PAGE),
  };
}

export function trademarkSearchOf(filters: Partial<TrademarkFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) params.set(key, String(value));
  };
  set('words', filters.words?.trim());
  set('niceClass', filters.niceClass);
  set('status', filters.status);
  set('sortBy', filters.sort, '-reservedAt');
  set('page', filters.page, 1);
  set('rowsPerPage', filters.rowsPerPage, DEFAULT_ROWS_PER_PAGE);
  return params;
}

export function trademarkQueryOf(filters: TrademarkFilters): Record<string, QueryValue> {
  return {
    words: filters.words.trim() || undefined,
    niceClass: filters.niceClass || undefined,
    status: filters.status || undefined,
    sortBy: filters.sort,
    page: filters.page,
    rowsPerPage: filters.rowsPerPage,
  };
}

/** `GET /api/v1/public/trademarks`: reserved and terminated marks, with filters and paging. */
export async function getPublicTrademarks(filters: TrademarkFilters, signal?: AbortSignal): Promise<Page<PublicTrademark>> {
  const document = await apiClient.get('/v1/public/trademarks', { query: trademarkQueryOf(filters), signal });
  return parsePage(publicTrademarkSchema, document);
}

export function usePublicTrademarks(filters: TrademarkFilters) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['registers', 'trademarks', locale, filters],
    queryFn: ({ signal }) => getPublicTrademarks(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
