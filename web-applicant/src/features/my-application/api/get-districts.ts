import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiClient, parseWith } from '../../../lib/api';

export const districtSchema = z.object({ id: z.string(), name: z.string(), provinceId: z.string() });
export type District = z.infer<typeof districtSchema>;

/** `GET /api/v1/districts?listAll=true`: every district, named in the request's language. */
export async function getDistricts(signal?: AbortSignal): Promise<District[]> {
  const document = await apiClient.get('/v1/districts', { query: { listAll: true }, signal });
  return parseWith(districtSchema.array(), document.data ?? []);
}

export function useDistricts(enabled: boolean) {
  const locale = useTranslation().i18n.resolvedLanguage;
  // Reference data changes only with a deployment.
  return useQuery({ queryKey: ['my-application', 'districts', locale], queryFn: ({ signal }) => getDistricts(signal), staleTime: Infinity, enabled });
}
