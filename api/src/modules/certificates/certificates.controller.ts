import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { isLocale, type Locale } from '@registry/domain/shared/i18n/locale';
import { invalid } from '@registry/domain/shared/domain-error';
import { CertificateMessages } from '@registry/domain/certificates/messages';
import { ForSignedIn, Public } from '#src/shared/http/access';
import { document } from '#src/shared/http/json-api';
import { Caller, RequestLocale } from '#src/shared/http/request-context';
import type { Principal } from '#src/shared/http/principal';
import { RenderedCertificates } from './rendered-certificates.js';
import { GetCertificateQuery, type CertificateFile } from './queries/get-certificate/get-certificate.query.js';
import { VerifyCertificateQuery, type CertificateVerification } from './queries/verify-certificate/verify-certificate.query.js';

/** HTTP to the certificate queries and back: the PDF, revalidated by its ETag; the public verification. */
@ApiTags('certificates')
@Controller('v1')
export class CertificatesController {
  constructor(
    private readonly queries: QueryBus,
    private readonly rendered: RenderedCertificates,
  ) {}

  @Get('certificates/:id')
  @ForSignedIn()
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary:
      'The current certificate (PDF, ?locale=ckb|en|ar|kmr, else the holder’s language) of an application by its id, once issued (409 before): its owner or staff holding applications.read',
  })
  async certificate(
    @Param('id') id: string,
    @Query('locale') wanted: unknown,
    @Caller() caller: Principal,
    @RequestLocale() readerLocale: Locale,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: FastifyReply,
  ) {
    // The certificate's language is the one asked for, whatever the reader's (staff print any of the four).
    if (wanted !== undefined && !isLocale(wanted))
      throw invalid({ code: CertificateMessages['certificate.unknown-language'], field: 'locale' });
    const file: CertificateFile = await this.queries.execute(new GetCertificateQuery(caller, id, wanted, readerLocale));
    // An authenticated answer: never stored by a browser or shared cache (docs/security.md); the
    // ETag still spares an API client that keeps the file a download.
    res.header('ETag', file.etag).header('Cache-Control', 'private, no-store');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === file.etag)) {
      res.status(304).send();
      return;
    }
    const pdf = await this.rendered.get(file.etag, file.render);
    res.status(200).type('application/pdf').header('Content-Disposition', `attachment; filename="${file.filename}"`).send(pdf);
  }

  @Get('public/certificates/:idOrNumber')
  @Public()
  @ApiOperation({
    summary:
      'Verify a certificate by its id or number (TN-2026-000123-C1): its facts, its standing (valid, superseded, withdrawn) and the hash of the event that issued it',
  })
  async verify(@Param('idOrNumber') idOrNumber: string, @RequestLocale() locale: Locale) {
    const { id, ...attributes }: CertificateVerification = await this.queries.execute(new VerifyCertificateQuery(idOrNumber, locale));
    return document({ type: 'certificate-verifications', id, attributes: { ...attributes } });
  }
}
