import { Module } from '@nestjs/common';
import { ApplicationLists } from './queries/list-applications.js';
import { ApplicationAudit } from './queries/audit.js';
import { AuditController } from './http/audit.controller.js';
import { ApplicantAccessModule } from '../applicant-access/applicant-access.module.js';
import { CivilRegistryModule } from '../reference/civil-registry/civil-registry.module.js';
import { TradeNamesModule } from '../trade-names/trade-names.module.js';
import { FilesModule } from '../files/files.module.js';
import { WorkingTimeModule } from '../working-time/working-time.module.js';
import { ProcessesModule } from '../processes/processes.module.js';
import { ApplicationCommands } from './application-commands.js';
import { ApplicationEndpoints } from './application-endpoints.js';
import { ApplicationFactsLookup } from './application-facts.js';
import { AllApplicationsController, BusinessApplicationsController, TradeNameApplicationsController, TrademarkApplicationsController, WorkflowsController } from './http/applications.controllers.js';
import '@registry/domain/applications/rules/messages';
import '@registry/domain/applications/workflow/messages';

/** The write side of trade names, businesses and trademarks, and the published workflows (issue 5). */
@Module({
  imports: [TradeNamesModule, ApplicantAccessModule, CivilRegistryModule, FilesModule, WorkingTimeModule, ProcessesModule],
  controllers: [AllApplicationsController, TradeNameApplicationsController, BusinessApplicationsController, TrademarkApplicationsController, WorkflowsController, AuditController],
  providers: [ApplicationCommands, ApplicationEndpoints, ApplicationFactsLookup, ApplicationLists, ApplicationAudit],
  // The back office's queues (admin-review) are thin controllers over the same queries and commands.
  exports: [ApplicationEndpoints, ApplicationLists, ApplicationAudit],
})
export class ApplicationsModule {}
