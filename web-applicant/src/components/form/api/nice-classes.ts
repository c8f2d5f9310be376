import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/** A Nice class as the API presents it: its number, goods or services, and its heading in the reader's language. */
export const niceClassSchema = z.object({
  id: z.string(),
  number: z.number(),
  kind: z.enum(['goods', 'services']),
  heading: z.string(),
});
export type NiceClass = z.infer<typeof niceClassSchema>;

/** `GET /api/v1/nice-classes[?search=]`: all 45 classes in order, or a search's matches, best first. */
export async function listNiceClasses(search: string | undefined, signal?: AbortSignal): Promise<NiceClass[]> {
  const document = await apiClient.get('/v1/nice-classes', { query: search === undefined ? {} : { search }, signal });
  return parseWith(z.array(niceClassSchema), document.data ?? []);
}

/** The 45 classes, to name each in the class list; they change only with a new edition. */
export function useNiceClasses() {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({ queryKey: ['nice-classes', locale], queryFn: ({ signal }) => listNiceClasses(undefined, signal), staleTime: Infinity });
}

export function useNiceClassSearch(search: string) {
  const locale = useTranslation().i18n.resolvedLanguage;
  const term = search.trim();
  return useQuery({
    queryKey: ['nice-classes', locale, 'search', term],
    queryFn: ({ signal }) => listNiceClasses(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
