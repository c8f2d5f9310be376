import { Query } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { Principal } from '#src/shared/http/principal';

export interface CertificateFile {
  /** A validator of the bytes, known before they are made: the record's version and the language. */
  etag: string;
  filename: string;
  /** Made only when the caller needs the bytes (not for a 304). */
  render: () => Promise<Buffer>;
}

/** The registration certificate of a registered company or granted trade name, for its owner or staff. */
export class GetCertificateQuery extends Query<CertificateFile> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
    readonly locale: Locale,
  ) {
    super();
  }
}
