import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/** An ISIC activity as the API presents it (spec §3 "Activity"). */
export const activitySchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  labelLocale: z.nullish(z.string()),
  level: z.nullish(z.string()),
  parentId: z.nullish(z.string()),
  selectable: z._default(z.boolean(), false),
  matched: z.optional(z.boolean()),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET /api/v1/activities/hierarchy-search?search=`: the matches with all their ancestors, in tree order. */
export async function searchActivityHierarchy(search: string, signal?: AbortSignal): Promise<Activity[]> {
  const document = await apiClient.get('/v1/activities/hierarchy-search', { query: { search }, signal });
  return parseWith(z.array(activitySchema), document.data ?? []);
}

/** `GET /api/v1/activities/list?ids=`: the chosen activities, to name them again after a reload. */
export async function listActivities(ids: readonly string[], signal?: AbortSignal): Promise<Activity[]> {
  if (!ids.length) return [];
  const document = await apiClient.get('/v1/activities/list', { query: { ids }, signal });
  return parseWith(z.array(activitySchema), document.data ?? []);
}

export function useActivityHierarchySearch(search: string) {
  const locale = useTranslation().i18n.resolvedLanguage;
  const term = search.trim();
  return useQuery({
    queryKey: ['form', 'activities', 'hierarchy', locale, term],
    queryFn: ({ signal }) => searchActivityHierarchy(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useActivitiesByIds(ids: readonly string[]) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['form', 'activities', 'list', locale, ids],
    queryFn: ({ signal }) => listActivities(ids, signal),
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
}
