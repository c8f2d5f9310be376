import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseWith } from '#src/lib/api';
import { apiPathOf, type ApplicationKind, type CorrectionSection } from '../utils/kinds';
import { applicationSchema, type Application } from './get-application';

export interface CorrectionInput {
  kind: ApplicationKind;
  id: string;
  section: CorrectionSection;
  /**
   * New values of the top-level keys the section owns that differ from the application now, and
   * nothing else. Empty when the correction was saved by an earlier try whose resubmission
   * failed: then only the resubmission is sent.
   */
  changes: Record<string, unknown>;
  version: number;
}

/**
 * The correction and the resubmission (spec §2 correction variants): `PUT /api/v1/{kind}/{id}`
 * `{section, changes, version}` (the API checks the corrected whole against every rule, 422 with
 * each problem at its field), then `PUT …/transit/resubmit?version=` with the version the
 * correction produced. Sent twice, each keeps its own idempotency key; a refused correction sends
 * nothing more.
 */
export async function correctAndResubmit(input: CorrectionInput): Promise<{ application: Application; message?: string }> {
  let version = input.version;
  let message: string | undefined;
  if (Object.keys(input.changes).length) {
    const corrected = await apiClient.put(apiPathOf(input.kind, input.id), { section: input.section, changes: input.changes, version });
    version = parseWith(applicationSchema, corrected.data).version;
    message = typeof corrected.meta.message === 'string' ? corrected.meta.message : undefined;
  }
  const resubmitted = await apiClient.put(
    `${apiPathOf(input.kind, input.id)}/transit/resubmit`,
    {},
    { query: { version }, respondAsync: true },
  );
  return { application: parseWith(applicationSchema, resubmitted.data), message };
}

export function useCorrectAndResubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctAndResubmit,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
