import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/** A directorate as the API presents it in the reader's language; empty lines or contacts were not entered (and are not shown). */
export const directorateSchema = z.object({
  id: z.string(),
  provinceId: z.string(),
  name: z.string(),
  addressLines: z.array(z.string()),
  hoursLines: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
});
export type Directorate = z.infer<typeof directorateSchema>;

/** `GET /api/v1/directorates[?province=]`: in the provinces' order. */
export async function listDirectorates(province: string | undefined, signal?: AbortSignal): Promise<Directorate[]> {
  const document = await apiClient.get('/v1/directorates', { query: province ? { province } : {}, signal });
  return parseWith(z.array(directorateSchema), document.data ?? []);
}

/** Every directorate, or the one of `province`; administrators may change them, so they are read again on each visit. */
export function useDirectorates(province?: string, enabled = true) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['directorates', locale, province ?? null],
    queryFn: ({ signal }) => listDirectorates(province, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
