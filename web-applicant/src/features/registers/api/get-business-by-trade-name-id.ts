import { useQuery } from '@tanstack/react-query';
import { apiClient, parseWith } from '#src/lib/api';
import { publicBusinessSchema, type PublicBusiness } from './schemas';

/** `GET /api/v1/public/businesses/by-trade-name-id/{id}`: the registered company holding a trade name of the public register. */
export async function getBusinessByTradeNameId(id: string, signal?: AbortSignal): Promise<PublicBusiness> {
  const document = await apiClient.get(`/v1/public/businesses/by-trade-name-id/${encodeURIComponent(id)}`, { signal });
  return parseWith(publicBusinessSchema, document.data);
}

export function useBusinessByTradeNameId(id: string) {
  return useQuery({
    queryKey: ['registers', 'business-by-trade-name', id],
    queryFn: ({ signal }) => getBusinessByTradeNameId(id, signal),
    staleTime: 60_000,
  });
}
