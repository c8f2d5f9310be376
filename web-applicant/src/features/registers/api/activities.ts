import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

export const activitySchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  /** The language of `label` (deep ISIC levels are not all translated). */
  labelLocale: z.nullish(z.string()),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET /api/v1/activities/search?search=`: activities whose label (any language) or code matches. */
export async function searchActivities(search: string, signal?: AbortSignal): Promise<Activity[]> {
  const document = await apiClient.get('/v1/activities/search', { query: { search }, signal });
  return parseWith(z.array(activitySchema), document.data ?? []);
}

/** `GET /api/v1/activities/list?ids=`: the activities of these codes, in that order (unknown ones left out). */
export async function listActivities(ids: readonly string[], signal?: AbortSignal): Promise<Activity[]> {
  if (!ids.length) return [];
  const document = await apiClient.get('/v1/activities/list', { query: { ids }, signal });
  return parseWith(z.array(activitySchema), document.data ?? []);
}

export function useActivitySearch(search: string) {
  const locale = useTranslation().i18n.resolvedLanguage;
  const term = search.trim();
  return useQuery({
    queryKey: ['registers', 'activities', 'search', locale, term],
    queryFn: ({ signal }) => searchActivities(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useActivities(ids: readonly string[]) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['registers', 'activities', 'list', locale, ids],
    queryFn: ({ signal }) => listActivities(ids, signal),
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
}
