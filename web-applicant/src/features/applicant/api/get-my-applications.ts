import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiClient, parsePage, type Page } from '../../../lib/api';

export const applicationRowSchema = z.object({
  id: z.string(),
  /** trade-name, business or trademark. */
  kind: z.string(),
  name: z.string().nullish(),
  /** The workflow state (spec §4 labels). */
  status: z.string(),
  /** The 24-working-hour promise of an e-mail answer, while the application waits for it. */
  answerDueAt: z.string().nullish(),
  /** The 2-working-day processing promise, while the registry holds the application. */
  dueAt: z.string().nullish(),
  overdue: z.boolean().default(false),
  /** The steps this applicant may take now (drawn from the published workflow). */
  nextActions: z.array(z.string()).default([]),
  submittedAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

const ROWS_PER_PAGE = 20;

/** `GET /api/v1/applications`: the signed-in applicant's applications of every kind, most recently changed first. */
export async function getMyApplications(page: number, signal?: AbortSignal): Promise<Page<ApplicationRow>> {
  const document = await apiClient.get('/v1/applications', { query: { page, rowsPerPage: ROWS_PER_PAGE, sortBy: '-updatedAt' }, signal });
  return parsePage(applicationRowSchema, document);
}

export function useMyApplications() {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useInfiniteQuery({
    queryKey: ['applications', 'mine', locale],
    queryFn: ({ pageParam, signal }) => getMyApplications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });
}
