import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';
import type { TradeNameDetails } from '#src/components/form/rules';

/** What the registration needs of the answer: the application's id, reference (`TN-2026-000123`) and status, and the success message. */
export const submittedApplicationSchema = z.object({ id: z.string(), reference: z.nullish(z.string()), status: z.optional(z.string()) });
export type SubmittedApplication = z.infer<typeof submittedApplicationSchema> & { message?: string };

/**
 * `POST /api/v1/trade_names` (signed in by e-mail code): the whole payload, checked by the API
 * against every rule (all problems at once, 422 with pointers). `Prefer: respond-async` waits
 * until "my applications" lists it. One idempotency key per attempt, kept by the caller so that
 * a retry after a lost answer does not submit twice.
 */
export async function submitTradeName(details: TradeNameDetails, idempotencyKey: string): Promise<SubmittedApplication> {
  const document = await apiClient.post('/v1/trade_names', details, { respondAsync: true, idempotencyKey });
  const message = typeof document.meta?.message === 'string' ? document.meta.message : undefined;
  return { ...parseWith(submittedApplicationSchema, document.data), message };
}

export function useSubmitTradeName() {
  return useMutation({
    mutationFn: ({ details, idempotencyKey }: { details: TradeNameDetails; idempotencyKey: string }) =>
      submitTradeName(details, idempotencyKey),
  });
}
