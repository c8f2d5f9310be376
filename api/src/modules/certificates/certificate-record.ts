import type { Locale } from '@registry/domain/shared/i18n/locale';
import { translate } from '@registry/domain/shared/i18n/messages';
import { CertificateMessages as M } from '@registry/domain/certificates/messages';

/** What a certificate of a published record states, and where the public page confirms it. */
export interface CertifiedEntry {
  id: string;
  kind: 'business' | 'trade-name';
  uen: string | null;
  terminatedAt: Date | null;
}

/** A company's certificate carries its UEN; a trade name's, the trade name's id in the public register. */
export const certificateNumber = (e: CertifiedEntry): string => (e.kind === 'business' ? (e.uen ?? e.id) : e.id);

/** The web page of the public register that confirms the certificate (the QR code's target). */
export function publicPagePath(e: Pick<CertifiedEntry, 'id' | 'kind'>): string {
  return e.kind === 'business' ? `/businesses/${e.id}` : `/tradenames/${e.id}`;
}

/**
 * The confirmation the public register gives beside a record (its JSON and its web page): the
 * certificate's number, whether it is valid (the record is not terminated) and what it certifies.
 */
export function certificateConfirmation(e: CertifiedEntry, locale: Locale) {
  const number = certificateNumber(e);
  const valid = e.terminatedAt === null;
  return {
    number,
    valid,
    message: translate(valid ? M['certificate.valid'] : M['certificate.no-longer-valid'], locale, { number }),
    certifies: translate(e.kind === 'business' ? M['certificate.certifies.business'] : M['certificate.certifies.trade-name'], locale),
  };
}

/** The public verification page of a certificate (the QR code's and the printed link's target). */
export const verificationPath = (certificateId: string): string => `/certificates/${certificateId}`;
