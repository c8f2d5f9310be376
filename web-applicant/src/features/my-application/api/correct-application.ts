import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseWith } from '#src/lib/api';
import { apiPathOf, type ApplicationKind, type CorrectionSection } from '../utils/kinds';
import { applicationSchema, type Application } from './get-application';

export interface CorrectionInput {
  kind: ApplicationKind;
  id: string;
  section: CorrectionSection;
  /** New values of the top-level keys the section owns that differ from the application now, and nothing else. */
  changes: Record<string, unknown>;
  version: number;
}

/**
 * Saves the correction of one section (spec §2 correction variants): `PUT /api/v1/{kind}/{id}`
 * `{section, changes, version}`. The API checks the corrected whole against every rule (422 with
 * each problem at its field) and keeps it on the application, which stays with the applicant:
 * nothing goes to the registry until the resubmission (issue 34 §1).
 */
export async function saveCorrection(input: CorrectionInput): Promise<{ application: Application; message?: string }> {
  const corrected = await apiClient.put(apiPathOf(input.kind, input.id), {
    section: input.section,
    changes: input.changes,
    version: input.version,
  });
  const message = typeof corrected.meta.message === 'string' ? corrected.meta.message : undefined;
  return { application: parseWith(applicationSchema, corrected.data), message };
}

/** `PUT …/transit/resubmit?version=`: every saved correction goes back to the registry at once; waits for the read models (202 handshake). */
export async function resubmit(input: { kind: ApplicationKind; id: string; version: number }): Promise<Application> {
  const resubmitted = await apiClient.put(
    `${apiPathOf(input.kind, input.id)}/transit/resubmit`,
    {},
    { query: { version: input.version }, respondAsync: true },
  );
  return parseWith(applicationSchema, resubmitted.data);
}

export function useSaveCorrection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCorrection, onSuccess: () => queryClient.invalidateQueries() });
}

export function useResubmit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resubmit, onSuccess: () => queryClient.invalidateQueries() });
}
