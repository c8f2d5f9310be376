import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';
import { useTranslation } from 'react-i18next';

export const activitySchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  /** The language of `label` (deep ISIC levels are not all translated yet). */
  labelLocale: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET /api/v1/activities/search?search&selectable=true`: activities an applicant may choose. */
export async function searchActivities(search: string, signal?: AbortSignal): Promise<Activity[]> {
  const document = await apiClient.get('/v1/activities/search', { query: { search, selectable: true }, signal });
  return parseWith(z.array(activitySchema), document.data ?? []);
}

export function useActivitySearch(search: string) {
  const locale = useTranslation().i18n.resolvedLanguage;
  const term = search.trim();
  return useQuery({
    queryKey: ['activities', 'search', locale, term],
    queryFn: ({ signal }) => searchActivities(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
