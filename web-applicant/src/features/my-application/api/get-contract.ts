import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

export const contractSchema = z.object({
  id: z.string(),
  /** The application's version the contract was written from: a correction makes a new one. */
  version: z.number(),
  locale: z.string(),
  clauses: z.object({
    name: z.string(),
    /** A foreign branch's parent company and its country. */
    parent: z.optional(z.string()),
    address: z.string(),
    purpose: z.string(),
    activities: z.array(z.string()),
    capital: z.string(),
    shareholders: z.string(),
    coordinator: z.string(),
    lawyer: z.string(),
  }),
  shareholders: z.array(z.object({ name: z.string(), shares: z.number(), sharesText: z.string(), percent: z.string() })),
  /** Set for a foreign company's branch (issue 34 §4). */
  branch: z.optional(z.object({ parent: z.string(), country: z.string(), manager: z.string() })),
  goals: z.nullish(z.string()),
  extraNotes: z.nullish(z.string()),
});
export type EstablishmentContract = z.infer<typeof contractSchema>;

/** `GET /api/v1/businesses/{id}/contract`: the contract the API writes from the record as it is now. */
export async function getContract(id: string, signal?: AbortSignal): Promise<EstablishmentContract> {
  const document = await apiClient.get(`/v1/businesses/${encodeURIComponent(id)}/contract`, { signal });
  return parseWith(contractSchema, document.data);
}

/** Keyed by the application's version, so a corrected application never shows the contract of before. */
export function useContract(id: string, version: number) {
  return useQuery({ queryKey: ['my-application', 'contract', id, version], queryFn: ({ signal }) => getContract(id, signal) });
}
