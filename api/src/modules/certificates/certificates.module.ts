import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import '@registry/domain/certificates/messages';
import { CertificatesController } from './certificates.controller.js';
import { RenderedCertificates } from './rendered-certificates.js';
import { GetCertificateHandler } from './queries/get-certificate/get-certificate.handler.js';

/** Registration certificates (issue 22 §8): PDFs made from the public record, for its owner and staff. */
@Module({
  imports: [CqrsModule],
  controllers: [CertificatesController],
  providers: [GetCertificateHandler, RenderedCertificates],
})
export class CertificatesModule {}
