import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';
import type { TrademarkPayload } from '../utils/form-values';
import { uploadLogo } from './upload-logo';

const submittedSchema = z.object({ id: z.string(), status: z.string() });

/** The logo was refused (wrong type, too large): its message belongs at the logo, not at the form. */
export class LogoUploadError extends Error {
  override readonly name = 'LogoUploadError';
  constructor(readonly reason: unknown) {
    super('logo upload refused', { cause: reason });
  }
}

export interface SubmitTrademarkInput {
  payload: TrademarkPayload;
  /** Uploaded first (uploads need the session the code opened); its id goes in the payload. */
  logo?: File;
}

/**
 * The logo, then `POST /api/v1/trademarks` with the consistency handshake (the status page and
 * "my applications" read it next). The API checks every rule at once: 422 with each problem at
 * its field (`/classes/0/terms/1`).
 */
export async function submitTrademark({ payload, logo }: SubmitTrademarkInput): Promise<{ id: string; message?: string }> {
  let logoId: string | undefined;
  if (logo) {
    try {
      logoId = (await uploadLogo(logo)).id;
    } catch (error) {
      throw new LogoUploadError(error);
    }
  }
  const document = await apiClient.post('/v1/trademarks', { ...payload, ...(logoId ? { logo: logoId } : {}) }, { respondAsync: true });
  const submitted = parseWith(submittedSchema, document.data);
  return { id: submitted.id, message: typeof document.meta.message === 'string' ? document.meta.message : undefined };
}

export function useSubmitTrademark() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitTrademark, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['applications'] }) });
}
