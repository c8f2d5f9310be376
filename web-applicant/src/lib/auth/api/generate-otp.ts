import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/** The answer to a code request: the same for any address, so it never tells whether the e-mail is known. */
export const otpRequestSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** When the code stops working (10 minutes). */
  expiresAt: z.string(),
  /** How long before another code may be asked for (one per e-mail per minute). */
  resendAfterSeconds: z.number(),
});
export type OtpRequest = z.infer<typeof otpRequestSchema>;

/**
 * `POST /api/v1/generate-otp` `{ email }`: sends a six-digit sign-in code. Asked again too soon:
 * 429 `otp.resend-too-soon` (or `otp.too-many-requests`) with `retryAfterSeconds`.
 */
export async function generateOtp(email: string): Promise<OtpRequest> {
  const document = await apiClient.post('/v1/generate-otp', { email });
  return parseWith(otpRequestSchema, document.data);
}

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
