import { Query } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Principal } from '#src/shared/http/principal';

export interface CertificateFile {
  /** A validator of the bytes, known before they are made: the certificate, the record's version and the language. */
  etag: string;
  filename: string;
  /** Made only when the caller needs the bytes (not for a 304). */
  render: () => Promise<Buffer>;
}

/**
 * The current certificate of an application (a granted trade name, a registered company or
 * branch, a reserved trademark), for its owner or staff: in `locale` when asked, else in the
 * holder's language (the name's), else the reader's.
 */
export class GetCertificateQuery extends Query<CertificateFile> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
    readonly locale: Locale | undefined,
    readonly readerLocale: Locale,
  ) {
    super();
  }
}
