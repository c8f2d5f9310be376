import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/** A sign already held that the mark meets, as the public may see it (never who holds it). */
export const signConflictSchema = z.object({
  /** A word mark, or a trade name. */
  kind: z.string(),
  /** The held sign's words. */
  name: z.string(),
  /** The words of the mark asked about that met it (another script, another spelling). */
  matchedWith: z.nullish(z.string()),
  classes: z._default(z.array(z.number()), []),
  /** pending, reserved, granted, registered, or legacy. */
  status: z.nullish(z.string()),
  /** refuse, similar (listed, not refused) or weak (the same words in unrelated classes: allowed). */
  verdict: z.string(),
  relation: z.nullish(z.string()),
  sharedClasses: z._default(z.array(z.number()), []),
  score: z.number(),
  exact: z.optional(z.boolean()),
  /** The code of its message: a refusing code, `trademark.similar-sign` or `trademark.unrelated-class`. */
  reason: z.string(),
  message: z.string(),
});
export type SignConflict = z.infer<typeof signConflictSchema>;

export const wordMarkReasonSchema = z.object({
  code: z.string(),
  field: z.nullish(z.string()),
  message: z.string(),
  conflicts: z._default(z.array(signConflictSchema), []),
});
export type WordMarkReason = z.infer<typeof wordMarkReasonSchema>;

export const wordMarkExaminationSchema = z.object({
  allowed: z.boolean(),
  classes: z._default(z.array(z.number()), []),
  reasons: z.array(wordMarkReasonSchema),
  conflicts: z._default(z.array(signConflictSchema), []),
});
export type WordMarkExamination = z.infer<typeof wordMarkExaminationSchema>;

export interface WordMarkQuery {
  wordMark: { ckb?: string; en?: string; ar?: string };
  /** Whole numbers 1 to 45, each once. */
  classes: number[];
}

/**
 * `POST /api/v1/public/trademarks/word-mark-check`: the examination a submission makes (the same
 * signs, the same rule), no sign-in; the reasons come worded in the request's language.
 */
export async function checkWordMark(query: WordMarkQuery, signal?: AbortSignal): Promise<WordMarkExamination> {
  const document = await apiClient.post('/v1/public/trademarks/word-mark-check', query, { signal });
  return parseWith(wordMarkExaminationSchema, document.data);
}

/**
 * The live check while the applicant types and chooses classes. The previous answer stays while
 * the next loads (no flicker at every key); the language is part of the key, as the messages are worded in it.
 */
export function useWordMarkCheck(query: WordMarkQuery | undefined) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['trademarks', 'word-mark-check', locale, query],
    queryFn: ({ signal }) => checkWordMark(query!, signal),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
