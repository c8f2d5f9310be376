import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import '@registry/domain/certificates/messages';
import { ApplicationsModule } from '../applications/applications.module.js';
import { CivilRegistryModule } from '../reference/civil-registry/civil-registry.module.js';
import { StaffUsers } from '../identity/users/staff-users.repository.js';
import { CertificatesController } from './certificates.controller.js';
import { RenderedCertificates } from './rendered-certificates.js';
import { CertificateFactsReader } from './certificate-facts.js';
import { CertificateSources } from './certificate-sources.js';
import { GetCertificateHandler } from './queries/get-certificate/get-certificate.handler.js';
import { VerifyCertificateHandler } from './queries/verify-certificate/verify-certificate.handler.js';
import { IssueCertificateHandler } from './commands/issue-certificate/issue-certificate.handler.js';
import {
  IssueCertificateBusinessesController,
  IssueCertificateTradeNamesController,
  IssueCertificateTrademarksController,
} from './commands/issue-certificate/issue-certificate.http.controller.js';

/**
 * Certificates (issue 22 §8, issue 33 §2): issued as a recorded step of the application, made as
 * PDFs from the application's facts for its owner and staff, verified by anyone on a public page.
 */
@Module({
  imports: [CqrsModule, ApplicationsModule, CivilRegistryModule],
  controllers: [
    CertificatesController,
    IssueCertificateTradeNamesController,
    IssueCertificateBusinessesController,
    IssueCertificateTrademarksController,
  ],
  providers: [
    GetCertificateHandler,
    VerifyCertificateHandler,
    IssueCertificateHandler,
    RenderedCertificates,
    CertificateFactsReader,
    CertificateSources,
    StaffUsers,
  ],
})
export class CertificatesModule {}
