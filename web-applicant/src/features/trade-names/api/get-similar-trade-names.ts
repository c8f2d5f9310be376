import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';
import { conflictingNameSchema } from '#src/components/form/api/check-trade-name-eligibility';

export const similarTradeNameSchema = z.extend(conflictingNameSchema, { id: z.string() });
export type SimilarTradeName = z.infer<typeof similarTradeNameSchema>;

/** `GET /api/v1/public/trade_names/similar`: stored names near the chosen one, best first, in any place. */
export async function getSimilarTradeNames(chosenTradeName: string, signal?: AbortSignal): Promise<SimilarTradeName[]> {
  const document = await apiClient.get('/v1/public/trade_names/similar', { query: { chosenTradeName }, signal });
  return parseWith(z.array(similarTradeNameSchema), document.data ?? []);
}

export function useSimilarTradeNames(chosenTradeName: string | undefined) {
  return useQuery({
    queryKey: ['trade-names', 'similar', chosenTradeName],
    queryFn: ({ signal }) => getSimilarTradeNames(chosenTradeName!, signal),
    enabled: !!chosenTradeName,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
