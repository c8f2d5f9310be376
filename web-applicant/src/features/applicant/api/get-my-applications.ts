import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient, parsePage, type Page } from '#src/lib/api';

export const applicationRowSchema = z.object({
  id: z.string(),
  /** The human reference (`TN-2026-000123`); the id stays internal. */
  reference: z.nullish(z.string()),
  /** trade-name, business or trademark. */
  kind: z.string(),
  name: z.nullish(z.string()),
  /** A business's kind: `foreign_company` registers a branch. */
  businessType: z.nullish(z.string()),
  /** The workflow state (spec §4 labels). */
  status: z.string(),
  /** The 24-working-hour promise of an e-mail answer, while the application waits for it. */
  answerDueAt: z.nullish(z.string()),
  /** The 2-working-day processing promise, while the registry holds the application. */
  dueAt: z.nullish(z.string()),
  overdue: z._default(z.boolean(), false),
  /** The steps this applicant may take now (drawn from the published workflow). */
  nextActions: z._default(z.array(z.string()), []),
  submittedAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

const ROWS_PER_PAGE = 20;

/**
 * `GET /api/v1/applications`: the signed-in applicant's applications of every kind, most recently
 * changed first; with `reference`, the one of theirs with that reference (`TN-2026-000123`).
 */
export async function getMyApplications(page: number, signal?: AbortSignal, reference?: string): Promise<Page<ApplicationRow>> {
  const document = await apiClient.get('/v1/applications', {
    query: { page, rowsPerPage: ROWS_PER_PAGE, sortBy: '-updatedAt', ...(reference ? { reference } : {}) },
    signal,
  });
  return parsePage(applicationRowSchema, document);
}

export function useMyApplications(reference?: string) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useInfiniteQuery({
    queryKey: ['applications', 'mine', locale, reference ?? ''],
    queryFn: ({ pageParam, signal }) => getMyApplications(pageParam, signal, reference),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
}
