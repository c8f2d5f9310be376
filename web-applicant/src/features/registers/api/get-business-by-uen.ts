import { apiClient, parseWith } from '#src/lib/api';
import { publicBusinessSchema, type PublicBusiness } from './schemas';

/** A UEN as people type it: spaces and dashes dropped, upper case (the API does the same). */
export const normalizeUen = (raw: string): string => raw.replace(/[\s-]+/g, '').toUpperCase();

/** `GET /api/v1/public/businesses/by-uen/{uen}`: the company with this unique entity number; 404 when none. */
export async function getBusinessByUen(uen: string, signal?: AbortSignal): Promise<PublicBusiness> {
  const document = await apiClient.get(`/v1/public/businesses/by-uen/${encodeURIComponent(normalizeUen(uen))}`, { signal });
  return parseWith(publicBusinessSchema, document.data);
}
