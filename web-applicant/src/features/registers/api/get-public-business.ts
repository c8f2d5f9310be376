import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient, parseWith } from '#src/lib/api';
import { publicBusinessSchema, type PublicBusiness } from './schemas';

/** `GET /api/v1/public/businesses/{id}`: a registered (or terminated) company; 404 otherwise. */
export async function getPublicBusiness(id: string, signal?: AbortSignal): Promise<PublicBusiness> {
  const document = await apiClient.get(`/v1/public/businesses/${encodeURIComponent(id)}`, { signal });
  return parseWith(publicBusinessSchema, document.data);
}

export function usePublicBusiness(id: string) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['registers', 'business', locale, id],
    queryFn: ({ signal }) => getPublicBusiness(id, signal),
    staleTime: 60_000,
  });
}
