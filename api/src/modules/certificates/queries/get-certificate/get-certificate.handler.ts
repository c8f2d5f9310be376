import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONFIG } from '#src/tokens';
import { linkOrigin, type AppConfig } from '#src/config/config';
import { conflict, notFound } from '@registry/domain/shared/domain-error';
import { isLocale, type Locale } from '@registry/domain/shared/i18n/locale';
import { CertificateMessages } from '@registry/domain/certificates/messages';
import { certificateFileName } from '@registry/domain/certificates/certificate';
import { ApplicationAccess } from '#src/modules/applications/collaborators/application-access';
import type { AnyState } from '#src/modules/applications/kinds/application-kind';
import { renderCertificate, CERTIFICATE_LAYOUT } from '#src/modules/certificates/certificate-pdf';
import { CertificateFactsReader } from '#src/modules/certificates/certificate-facts';
import { CertificateSources } from '#src/modules/certificates/certificate-sources';
import { verificationPath } from '#src/modules/certificates/certificate-record';
import { GetCertificateQuery, type CertificateFile } from './get-certificate.query.js';

/** The holder's language: the one the name was registered in, when it is one of the four. */
function holderLanguage(state: AnyState): Locale | undefined {
  const details = (state.details ?? {}) as { locale?: unknown; trade_name?: { locale?: unknown } };
  const locale = details.trade_name?.locale ?? details.locale;
  return isLocale(locale) ? locale : undefined;
}

/**
 * The current certificate (the last issued, issue 33 §2) made from the application's folded
 * state each time it is asked for: deterministic, so the same certificate, record version and
 * language always give the same bytes, and its ETag lets clients keep it. Staff who read
 * applications get any; an applicant only the certificate of an application they own (404
 * otherwise, so ids cannot be probed). An application with no certificate issued yet is a 409.
 */
@QueryHandler(GetCertificateQuery)
export class GetCertificateHandler implements IQueryHandler<GetCertificateQuery> {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly sources: CertificateSources,
    private readonly access: ApplicationAccess,
    private readonly facts: CertificateFactsReader,
  ) {}

  async execute({ principal, id, locale: wanted, readerLocale }: GetCertificateQuery): Promise<CertificateFile> {
    const kind = await this.sources.kindOf(id);
    if (!kind) throw notFound();
    const { state, version } = this.access.readable(principal, await this.sources.load(kind, id));
    const certificate = state.certificates.at(-1);
    if (!certificate) throw conflict(CertificateMessages['certificate.not-issued']);
    const locale = wanted ?? holderLanguage(state) ?? readerLocale;
    const publicUrl = `${linkOrigin(this.config)}${verificationPath(certificate.id)}`;
    const etag = createHash('sha256')
      .update(JSON.stringify([CERTIFICATE_LAYOUT, id, certificate.id, version, locale, publicUrl]))
      .digest('base64url')
      .slice(0, 27);
    return {
      etag: `"${etag}"`,
      filename: certificateFileName(certificate.registerNumber, locale),
      render: async () => renderCertificate({ facts: await this.facts.facts(kind, id, state, certificate, locale), publicUrl }, locale),
    };
  }
}
