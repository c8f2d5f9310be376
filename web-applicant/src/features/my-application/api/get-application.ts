import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { i18n } from '#src/i18n';
import { apiClient, parseWith, queryClient, readAccessToken } from '#src/lib/api';
import { apiPathOf, type ApplicationKind } from '../utils/kinds';

export const historyEntrySchema = z.object({
  /** The workflow step (`submit`, `return_to_applicant`, …). */
  event: z.string(),
  from: z.nullable(z.string()),
  to: z.string(),
  actor: z.object({ kind: z.string(), email: z.optional(z.string()), id: z.optional(z.string()) }),
  at: z.string(),
  reason: z.nullable(z.string()),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const openCorrectionSchema = z.object({
  /** The state the application was returned to (a business: which part to correct). */
  target: z.string(),
  reason: z.string(),
  /** The reviewer's comment per field path (`contract.clauses.capital`, `shareholders[1].upn`). */
  fieldComments: z._default(z.record(z.string(), z.string()), {}),
  returnedAt: z.string(),
  /** The sections open to correction that the reviewer's comments fall in (the domain's `namedSections`). */
  namedSections: z._default(z.array(z.string()), []),
  /** The sections with a correction saved since the return. */
  correctedSections: z._default(z.array(z.string()), []),
});
export type OpenCorrection = z.infer<typeof openCorrectionSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  /** The stream's version: a change names it (409 `stale-version` when another came first). */
  version: z.number(),
  /** The human reference (`TN-2026-000123`, issue 23 §4): what the applicant reads and says; the id stays internal. */
  reference: z.nullish(z.string()),
  status: z.string(),
  ownerEmail: z.nullish(z.string()),
  /** The payload as submitted and corrected since (packages/domain/src/applications/application.ts). */
  details: z.nullable(z.record(z.string(), z.unknown())),
  openCorrection: z.nullish(openCorrectionSchema),
  pendingTransfer: z.nullish(z.object({ newEmail: z.string(), requestedAt: z.string() })),
  /** A business's unique entity number, once registered. */
  uen: z.nullish(z.string()),
  history: z._default(z.array(historyEntrySchema), []),
  /** Certificates issued, oldest first: the last is the current one (issue 33 §2). */
  certificates: z._default(z.array(z.object({ id: z.string(), number: z.string() })), []),
  /** The steps this caller may take now, drawn from the published workflow. */
  allowedEvents: z._default(z.array(z.string()), []),
  /** 24 working hours after reaching `submitted`: the e-mail answer (spec §1). */
  answerDueAt: z.nullish(z.string()),
  /** 2 working days after reaching the registry's desk: the processing time (spec §9). */
  dueAt: z.nullish(z.string()),
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
  return useQuery({
    queryKey: [...applicationQueryKey(kind, id), locale],
    queryFn: ({ signal }) => getApplication(kind, id, signal),
    staleTime: FRESH_MS,
    // A change of language asks for the application again in it: the same application stays on
    // the page meanwhile, so that a correction form stays mounted with what was typed into it
    // (a loading screen in between dropped it). Another application never stands in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === kind && previousQuery.queryKey[2] === id ? previous : undefined,
  });
}

/**
 * Starts loading the application as soon as the route matches (its loader), alongside the page's
 * code and the session check, instead of after both (issue 23 §12: the waterfall). Only with a
 * stored session: without one the page sends the visitor to sign in.
 */
export function prefetchApplication(kind: ApplicationKind, id: string): void {
  if (!readAccessToken()) return;
  void queryClient.prefetchQuery({
    queryKey: [...applicationQueryKey(kind, id), i18n.resolvedLanguage],
    queryFn: ({ signal }) => getApplication(kind, id, signal),
    staleTime: FRESH_MS,
  });
}
