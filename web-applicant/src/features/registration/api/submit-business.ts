import { useMutation } from '@tanstack/react-query';
import { apiClient, parseWith } from '#src/lib/api';
import type { BusinessDetails } from '#src/components/form/rules';
import { submittedApplicationSchema, type SubmittedApplication } from './submit-trade-name';

/**
 * `POST /api/v1/businesses` (signed in by e-mail code): a local company, a foreign branch or a
 * company reintroduced from the legacy register, checked by the API against every rule.
 */
export async function submitBusiness(details: BusinessDetails, idempotencyKey: string): Promise<SubmittedApplication> {
  const document = await apiClient.post('/v1/businesses', details, { respondAsync: true, idempotencyKey });
  const message = typeof document.meta?.message === 'string' ? document.meta.message : undefined;
  return { ...parseWith(submittedApplicationSchema, document.data), message };
}

export function useSubmitBusiness() {
  return useMutation({
    mutationFn: ({ details, idempotencyKey }: { details: BusinessDetails; idempotencyKey: string }) =>
      submitBusiness(details, idempotencyKey),
  });
}
