import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/** The applicant's session, opened by a right code. */
export const otpSessionSchema = z.object({
  id: z.string(),
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type OtpSession = z.infer<typeof otpSessionSchema>;

export interface VerifiedOtp {
  session: OtpSession;
  /** The API's confirmation ("E-mail verified") in the request's language. */
  message?: string;
}

/** `POST /api/v1/verify-otp` `{ email, code }`: a wrong, spent or expired code is 422 `otp.invalid` on `code`. */
export async function verifyOtp(input: { email: string; code: string }): Promise<VerifiedOtp> {
  const document = await apiClient.post('/v1/verify-otp', input);
  const message = typeof document.meta.message === 'string' ? document.meta.message : undefined;
  return { session: parseWith(otpSessionSchema, document.data), message };
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
