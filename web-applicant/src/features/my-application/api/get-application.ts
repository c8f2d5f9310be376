import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { i18n } from '../../../i18n';
import { apiClient, parseWith, queryClient, readAccessToken } from '../../../lib/api';
import { apiPathOf, type ApplicationKind } from '../utils/kinds';

export const historyEntrySchema = z.object({
  /** The workflow step (`submit`, `return_to_applicant`, …). */
  event: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.object({ kind: z.string(), email: z.string().optional(), id: z.string().optional() }),
  at: z.string(),
  reason: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const openCorrectionSchema = z.object({
  /** The state the application was returned to (a business: which part to correct). */
  target: z.string(),
  reason: z.string(),
  /** The reviewer's comment per field path (`contract.clauses.capital`, `shareholders[1].upn`). */
  fieldComments: z.record(z.string(), z.string()).default({}),
  returnedAt: z.string(),
});
export type OpenCorrection = z.infer<typeof openCorrectionSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  /** The stream's version: a change names it (409 `stale-version` when another came first). */
  version: z.number(),
  /** The human reference (`TN-2026-000123`, issue 23 §4): what the applicant reads and says; the id stays internal. */
  reference: z.string().nullish(),
  status: z.string(),
  ownerEmail: z.string().nullish(),
  /** The payload as submitted and corrected since (packages/domain/src/applications/application.ts). */
  details: z.record(z.string(), z.unknown()).nullable(),
  openCorrection: openCorrectionSchema.nullish(),
  pendingTransfer: z.object({ newEmail: z.string(), requestedAt: z.string() }).nullish(),
  /** A business's unique entity number, once registered. */
  uen: z.string().nullish(),
  history: z.array(historyEntrySchema).default([]),
  /** The steps this caller may take now, drawn from the published workflow. */
  allowedEvents: z.array(z.string()).default([]),
  /** 24 working hours after reaching `submitted`: the e-mail answer (spec §1). */
  answerDueAt: z.string().nullish(),
  /** 2 working days after reaching the registry's desk: the processing time (spec §9). */
  dueAt: z.string().nullish(),
});
export type Application = z.infer<typeof applicationSchema>;

/** `GET /api/v1/{kind}/{id}`: the application folded from its stream (404 unless it is the caller's). */
export async function getApplication(kind: ApplicationKind, id: string, signal?: AbortSignal): Promise<Application> {
  const document = await apiClient.get(apiPathOf(kind, id), { signal });
  return parseWith(applicationSchema, document.data);
}

export const applicationQueryKey = (kind: ApplicationKind, id: string) => ['my-application', kind, id] as const;

/**
 * An answer this recent is not asked again when the page mounts: the route's loader has just
 * fetched it (`prefetchApplication`). Changes invalidate it explicitly.
 */
const FRESH_MS = 2_000;

export function useApplication(kind: ApplicationKind, id: string) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({ queryKey: [...applicationQueryKey(kind, id), locale], queryFn: ({ signal }) => getApplication(kind, id, signal), staleTime: FRESH_MS });
}

/**
 * Starts loading the application as soon as the route matches (its loader), alongside the page's
 * code and the session check, instead of after both (issue 23 §12: the waterfall). Only with a
 * stored session: without one the page sends the visitor to sign in.
 */
export function prefetchApplication(kind: ApplicationKind, id: string): void {
  if (!readAccessToken()) return;
  void queryClient.prefetchQuery({ queryKey: [...applicationQueryKey(kind, id), i18n.resolvedLanguage], queryFn: ({ signal }) => getApplication(kind, id, signal), staleTime: FRESH_MS });
}
