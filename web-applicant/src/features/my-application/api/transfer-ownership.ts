import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseWith } from '#src/lib/api';
import { apiPathOf, type ApplicationKind } from '../utils/kinds';
import { applicationQueryKey, applicationSchema, type Application } from './get-application';

export interface TransferAnswer {
  application: Application;
  /** The API's message in the request's language: "Ownership transfer requested from … to …". */
  message?: string;
}

const messageOf = (meta: Record<string, unknown>) => (typeof meta.message === 'string' ? meta.message : undefined);

/**
 * `POST /api/v1/{kind}/{id}/request_otp_for_transfer_ownership?new_email=`: the transfer is
 * requested and a code goes to the new address. The same address as now: 422
 * `transfer.same-email` on `new_email`.
 */
export async function requestTransfer(input: { kind: ApplicationKind; id: string; newEmail: string }): Promise<TransferAnswer> {
  const document = await apiClient.post(`${apiPathOf(input.kind, input.id)}/request_otp_for_transfer_ownership`, undefined, {
    query: { new_email: input.newEmail },
  });
  return { application: parseWith(applicationSchema, document.data), message: messageOf(document.meta) };
}

/**
 * `PUT /api/v1/{kind}/{id}/request_transfer_ownership` `{code, approvalDocuments}`: the code sent
 * to the new address confirms it, with the uploads approving the transfer (at least one, of kind
 * `approval_document`); the new address owns the application from then on and this one loses access. Not
 * asked to wait for the read models: the 202 handshake ends by reading the application, which
 * the old owner may no longer do (404).
 */
export async function confirmTransfer(input: {
  kind: ApplicationKind;
  id: string;
  code: string;
  approvalDocuments: string[];
}): Promise<{ message?: string }> {
  const document = await apiClient.put(`${apiPathOf(input.kind, input.id)}/request_transfer_ownership`, {
    code: input.code,
    approvalDocuments: input.approvalDocuments,
  });
  return { message: messageOf(document.meta) };
}

/** `PUT /api/v1/{kind}/{id}/transit/cancel_transfer?version=`: withdraws a transfer not yet confirmed. */
export async function cancelTransfer(input: { kind: ApplicationKind; id: string; version: number }): Promise<Application> {
  const document = await apiClient.put(
    `${apiPathOf(input.kind, input.id)}/transit/cancel_transfer`,
    {},
    { query: { version: input.version } },
  );
  return parseWith(applicationSchema, document.data);
}

export function useRequestTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTransfer,
    onSuccess: (_answer, input) => queryClient.invalidateQueries({ queryKey: applicationQueryKey(input.kind, input.id) }),
  });
}

export function useConfirmTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransfer,
    // The application is no longer this applicant's: every cached answer about it is stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransfer,
    onSuccess: (_application, input) => queryClient.invalidateQueries({ queryKey: applicationQueryKey(input.kind, input.id) }),
  });
}
