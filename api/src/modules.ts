import type { Type } from '@nestjs/common';
import { ReferenceRegistryModule } from './modules/reference/reference-registry.module.js';
import { ReferenceGeoModule } from './modules/reference/reference-geo.module.js';
import { TradeNamesModule } from './modules/trade-names/trade-names.module.js';
import { ApplicantAccessModule } from './modules/applicant-access/applicant-access.module.js';
import { ApplicationsModule } from './modules/applications/applications.module.js';
import { FilesModule } from './modules/files/files.module.js';
import { PublicationsModule } from './modules/publications/publications.module.js';
import { MonitoringModule } from './modules/monitoring/monitoring.module.js';
import { WorkingTimeModule } from './modules/working-time/working-time.module.js';
import { AdminDirectoryModule } from './modules/admin-directory/admin-directory.module.js';
import { AdminReviewModule } from './modules/admin-review/admin-review.module.js';
import { CertificatesModule } from './modules/certificates/certificates.module.js';
import { ApplicantDraftsModule } from './modules/applicant-drafts/applicant-drafts.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { TrademarksModule } from './modules/trademarks/trademarks.module.js';
import { EventDigestsModule } from './modules/event-digests/event-digests.module.js';

/**
 * The feature modules of the API. Each is a NestJS module folder under modules/; its use cases
 * live one folder each in commands/<use-case>/ and queries/<use-case>/ (command or query, handler,
 * routes, request DTO), its read models in projections/. Domain code is @registry/domain's
 * (packages/domain). Trade names, businesses and trademarks share one workflow module,
 * applications/, whose routes are made per kind. Adding a module here is all it takes to serve it.
 */
export const featureModules: Type[] = [
  ReferenceRegistryModule,
  ReferenceGeoModule,
  TradeNamesModule,
  TrademarksModule,
  ApplicantAccessModule,
  FilesModule,
  ApplicationsModule,
  WorkingTimeModule,
  PublicationsModule,
  MonitoringModule,
  AdminDirectoryModule,
  AdminReviewModule,
  CertificatesModule,
  ApplicantDraftsModule,
  AuditModule,
  EventDigestsModule,
];
