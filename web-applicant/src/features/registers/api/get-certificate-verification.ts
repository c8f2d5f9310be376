import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

/** A certificate as its public verification page shows it (issue 33 §2; docs/certificates.md). */
export const certificateVerificationSchema = z.object({
  id: z.string(),
  number: z.string(),
  registerNumber: z.string(),
  kind: z.string(),
  /** The certificate's title and what it certifies, in the reader's language. */
  title: z.string(),
  certifies: z.string(),
  standing: z.enum(['valid', 'superseded', 'withdrawn']),
  /** The standing in words, in the reader's language. */
  message: z.string(),
  /** The facts as the certificate printed them, labels in the reader's language. */
  facts: z.array(z.object({ label: z.string(), values: z.array(z.string()) })),
  issuedAt: z.string(),
  /** The keyed chain hash of the event that issued it. */
  issuingEventHash: z.string(),
  supersededBy: z.nullable(z.object({ id: z.string(), number: z.string() })),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** `GET /api/v1/public/certificates/{id or number}` (no sign-in). */
export async function getCertificateVerification(key: string, signal?: AbortSignal): Promise<CertificateVerification> {
  const document = await apiClient.get(`/v1/public/certificates/${encodeURIComponent(key)}`, { signal });
  return parseWith(certificateVerificationSchema, document.data);
}

export function useCertificateVerification(key: string) {
  return useQuery({
    queryKey: ['registers', 'certificate', key],
    queryFn: ({ signal }) => getCertificateVerification(key, signal),
    enabled: key !== '',
  });
}
