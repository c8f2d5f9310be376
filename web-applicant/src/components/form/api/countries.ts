import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/** A country as the API presents it: its ISO 3166-1 alpha-2 code and its name in the reader's language. */
export const countrySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** `GET /api/v1/countries[?search=]`: every country in the reader's alphabetical order, or a search's matches, best first. */
export async function listCountries(search: string | undefined, signal?: AbortSignal): Promise<Country[]> {
  const document = await apiClient.get('/v1/countries', { query: search === undefined ? {} : { search }, signal });
  return parseWith(z.array(countrySchema), document.data ?? []);
}

/** Every country, named in the reader's language; the list changes only with a new release. */
export function useCountries() {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({ queryKey: ['countries', locale], queryFn: ({ signal }) => listCountries(undefined, signal), staleTime: Infinity });
}

export function useCountrySearch(search: string) {
  const locale = useTranslation().i18n.resolvedLanguage;
  const term = search.trim();
  return useQuery({
    queryKey: ['countries', locale, 'search', term],
    queryFn: ({ signal }) => listCountries(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** The name of a code in the reader's language; the code itself until the list comes (or when ISO does not know it). */
export function useCountryName(): (code: string | undefined | null) => string {
  const countries = useCountries();
  const names = new Map((countries.data ?? []).map((c) => [c.code, c.name]));
  return (code) => (code ? (names.get(code) ?? code) : '');
}
