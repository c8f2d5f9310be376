import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, parseWith } from '#src/lib/api';
import { tradeNamePublicationSchema, type TradeNamePublication } from './schemas';

/** `GET /api/v1/public/publications/trade_names/{id}`: one granted trade name; 404 otherwise. */
export async function getTradeNamePublication(id: string, signal?: AbortSignal): Promise<TradeNamePublication> {
  const document = await apiClient.get(`/v1/public/publications/trade_names/${encodeURIComponent(id)}`, { signal });
  return parseWith(tradeNamePublicationSchema, document.data);
}

export function useTradeNamePublication(id: string) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['registers', 'trade-name', locale, id],
    queryFn: ({ signal }) => getTradeNamePublication(id, signal),
    staleTime: 60_000,
  });
}
