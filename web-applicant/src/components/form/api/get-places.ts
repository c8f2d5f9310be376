import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { i18n } from '#src/i18n';
import { apiClient, parseWith, queryClient } from '#src/lib/api';

export const provinceSchema = z.object({ id: z.string(), name: z.string() });
export type Province = z.infer<typeof provinceSchema>;
export const districtSchema = z.object({ id: z.string(), name: z.string(), provinceId: z.string() });
export type District = z.infer<typeof districtSchema>;

/** `GET /api/v1/provinces`: every province, named in the request's language. */
export async function getProvinces(signal?: AbortSignal): Promise<Province[]> {
  const document = await apiClient.get('/v1/provinces', { signal });
  return parseWith(z.array(provinceSchema), document.data ?? []);
}

/** `GET /api/v1/districts?province=&listAll=true`: the districts of a province, or every district. */
export async function getDistricts(provinceId: string | undefined, signal?: AbortSignal): Promise<District[]> {
  const document = await apiClient.get('/v1/districts', { query: { province: provinceId || undefined, listAll: true }, signal });
  return parseWith(z.array(districtSchema), document.data ?? []);
}

// Reference data changes only with a deployment.
export function useProvinces() {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({ queryKey: ['places', 'provinces', locale], queryFn: ({ signal }) => getProvinces(signal), staleTime: Infinity });
}

/** Every district, asked for ahead of the page that needs it (a route's loader); the same cache entry as `useDistricts(undefined)`. */
export function prefetchAllDistricts(): void {
  void queryClient.prefetchQuery({
    queryKey: ['places', 'districts', i18n.resolvedLanguage, '*'],
    queryFn: ({ signal }) => getDistricts(undefined, signal),
    staleTime: Infinity,
  });
}

export function useDistricts(provinceId: string | undefined, options: { enabled?: boolean } = {}) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['places', 'districts', locale, provinceId ?? '*'],
    queryFn: ({ signal }) => getDistricts(provinceId, signal),
    staleTime: Infinity,
    enabled: options.enabled ?? true,
    // After a change of language the same province's districts stand in until their new names
    // come: a form that waits for them (a correction's) stays mounted with what was typed.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === (provinceId ?? '*') ? previous : undefined),
  });
}
