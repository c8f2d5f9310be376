import { Query } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { CertificateKind, CertificateRow, CertificateStanding } from '@registry/domain/certificates/certificate';

export interface CertificateVerification {
  id: string;
  number: string;
  registerNumber: string;
  kind: CertificateKind;
  title: string;
  certifies: string;
  standing: CertificateStanding;
  /** The standing in words, in the reader's language. */
  message: string;
  /** The facts as the certificate printed them (a person's name as initials: the page is public). */
  facts: CertificateRow[];
  issuedAt: string;
  /** The keyed chain hash of the event that issued it (docs/security.md "Event chain"). */
  issuingEventHash: string;
  /** The certificate that superseded this one, if any. */
  supersededBy: { id: string; number: string } | null;
}

/** Anyone, by a certificate's id or number: what it states and whether it still stands (issue 33 §2). */
export class VerifyCertificateQuery extends Query<CertificateVerification> {
  constructor(
    readonly idOrNumber: string,
    readonly locale: Locale,
  ) {
    super();
  }
}
