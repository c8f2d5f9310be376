import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';
import { useTranslation } from 'react-i18next';

export const districtSchema = z.object({
  id: z.string(),
  name: z.string(),
  provinceId: z.string(),
  provinceName: z.string(),
});
export type District = z.infer<typeof districtSchema>;

/** `GET /api/v1/districts?listAll=true`: every district, named in the request's language. */
export async function getDistricts(signal?: AbortSignal): Promise<District[]> {
  const document = await apiClient.get('/v1/districts', { query: { listAll: true }, signal });
  return parseWith(z.array(districtSchema), document.data ?? []);
}

export function useDistricts(options: { enabled?: boolean } = {}) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['districts', locale],
    queryFn: ({ signal }) => getDistricts(signal),
    // Reference data changes only with a deployment.
    staleTime: Infinity,
    enabled: options.enabled ?? true,
  });
}
