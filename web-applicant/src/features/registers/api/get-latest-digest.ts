import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/** A daily digest of the event store as the gazette publishes it (docs/security.md, "Anchoring the chain"). */
export const chainDigestSchema = z.object({
  /** The Erbil calendar day it was recorded for (YYYY-MM-DD). */
  day: z.string(),
  eventCount: z.number(),
  /** The running SHA-256 over every event's chain hash up to that day, in hex. */
  hash: z.string(),
});
export type ChainDigest = z.infer<typeof chainDigestSchema>;

/** `GET /api/v1/public/publications/digests/latest`: the latest digest, or null before the first. */
export async function getLatestDigest(signal?: AbortSignal): Promise<ChainDigest | null> {
  const document = await apiClient.get('/v1/public/publications/digests/latest', { signal });
  return document.data === null || document.data === undefined ? null : parseWith(chainDigestSchema, document.data);
}

export function useLatestDigest() {
  return useQuery({
    queryKey: ['registers', 'digest', 'latest'],
    queryFn: ({ signal }) => getLatestDigest(signal),
    staleTime: 10 * 60_000,
  });
}
