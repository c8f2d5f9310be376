import { ApplicantDraftsModule } from '../applicant-drafts/applicant-drafts.module.js';
import { Module } from '@nestjs/common';
import { ApplicantAccessModule } from '../applicant-access/applicant-access.module.js';
import { CivilRegistryModule } from '../reference/civil-registry/civil-registry.module.js';
import { TradeNamesModule } from '../trade-names/trade-names.module.js';
import { TrademarksModule } from '../trademarks/trademarks.module.js';
import { FilesModule } from '../files/files.module.js';
import { WorkingTimeModule } from '../working-time/working-time.module.js';
import { ProcessesModule } from '../processes/processes.module.js';
import { ApplicationKinds } from './kinds/application-kinds.js';
import { ApplicationCommands } from './collaborators/application-commands.js';
import { ApplicationAccess } from './collaborators/application-access.js';
import { ApplicationFactsLookup } from './collaborators/application-facts.js';
import { ApplicationUploads } from './collaborators/application-uploads.js';
import { NameClaims } from './collaborators/name-claims.js';
import { PayloadRules } from './collaborators/payload-rules.js';
import { WordMarkChecks } from './collaborators/word-mark-checks.js';
import { TransferCodes } from './collaborators/transfer-codes.js';
import { ReferenceSequence } from './collaborators/reference-sequence.js';
import { StaffUsers } from '../identity/users/staff-users.repository.js';
import { ApplicationResource } from './http/application-resource.js';
import { SubmitApplicationHandler } from './commands/submit-application/submit-application.handler.js';
import {
  SubmitApplicationTradeNamesController,
  SubmitApplicationBusinessesController,
  SubmitApplicationTrademarksController,
} from './commands/submit-application/submit-application.http.controller.js';
import { CorrectApplicationHandler } from './commands/correct-application/correct-application.handler.js';
import {
  CorrectApplicationTradeNamesController,
  CorrectApplicationBusinessesController,
  CorrectApplicationTrademarksController,
} from './commands/correct-application/correct-application.http.controller.js';
import { TransitApplicationHandler } from './commands/transit-application/transit-application.handler.js';
import {
  TransitApplicationTradeNamesController,
  TransitApplicationBusinessesController,
  TransitApplicationTrademarksController,
} from './commands/transit-application/transit-application.http.controller.js';
import { RectifyRecordHandler } from './commands/rectify-record/rectify-record.handler.js';
import {
  RectifyRecordTradeNamesController,
  RectifyRecordBusinessesController,
  RectifyRecordTrademarksController,
} from './commands/rectify-record/rectify-record.http.controller.js';
import { RequestTransferHandler } from './commands/transfer-ownership/request-transfer.handler.js';
import { ConfirmTransferHandler } from './commands/transfer-ownership/confirm-transfer.handler.js';
import {
  TransferOwnershipTradeNamesController,
  TransferOwnershipBusinessesController,
  TransferOwnershipTrademarksController,
} from './commands/transfer-ownership/transfer-ownership.http.controller.js';
import { ListApplicationsHandler } from './queries/list-applications/list-applications.handler.js';
import {
  AllApplicationsController,
  ListApplicationsTradeNamesController,
  ListApplicationsBusinessesController,
  ListApplicationsTrademarksController,
} from './queries/list-applications/list-applications.http.controller.js';
import { GetApplicationHandler } from './queries/get-application/get-application.handler.js';
import {
  GetApplicationTradeNamesController,
  GetApplicationBusinessesController,
  GetApplicationTrademarksController,
} from './queries/get-application/get-application.http.controller.js';
import { GetContractController } from './queries/get-contract/get-contract.http.controller.js';
import { ContractNamesLookup } from './collaborators/contract-names.js';
import { ApplicationAudit } from './queries/application-audit/application-audit.js';
import { APPLICATION_AUDIT_HANDLERS } from './queries/application-audit/application-audit.handlers.js';
import {
  AuditController,
  ResubmissionTradeNamesController,
  ResubmissionBusinessesController,
  ResubmissionTrademarksController,
} from './queries/application-audit/application-audit.http.controller.js';
import { GetWorkflowHandler } from './queries/get-workflow/get-workflow.handler.js';
import { WorkflowsController } from './queries/get-workflow/get-workflow.http.controller.js';
import '@registry/domain/applications/rules/messages';
import '@registry/domain/applications/workflow/messages';

/** Each use case's routes, once per kind (trade names, businesses, trademarks). */
const perKindControllers = [
  SubmitApplicationTradeNamesController,
  ListApplicationsTradeNamesController,
  GetApplicationTradeNamesController,
  ResubmissionTradeNamesController,
  CorrectApplicationTradeNamesController,
  TransitApplicationTradeNamesController,
  TransferOwnershipTradeNamesController,
  RectifyRecordTradeNamesController,
  SubmitApplicationBusinessesController,
  ListApplicationsBusinessesController,
  GetApplicationBusinessesController,
  ResubmissionBusinessesController,
  CorrectApplicationBusinessesController,
  TransitApplicationBusinessesController,
  TransferOwnershipBusinessesController,
  RectifyRecordBusinessesController,
  SubmitApplicationTrademarksController,
  ListApplicationsTrademarksController,
  GetApplicationTrademarksController,
  ResubmissionTrademarksController,
  CorrectApplicationTrademarksController,
  TransitApplicationTrademarksController,
  TransferOwnershipTrademarksController,
  RectifyRecordTrademarksController,
];

/**
 * The application workflow shared by trade names, businesses and trademarks (issue 5): one
 * folder per use case under commands/ and queries/ (command or query, handler, routes, request
 * DTO), the collaborators the handlers share, the kinds, and the read models they project.
 */
@Module({
  imports: [
    TradeNamesModule,
    TrademarksModule,
    ApplicantAccessModule,
    CivilRegistryModule,
    FilesModule,
    WorkingTimeModule,
    ProcessesModule,
    ApplicantDraftsModule,
  ],
  controllers: [AllApplicationsController, ...perKindControllers, GetContractController, WorkflowsController, AuditController],
  providers: [
    ApplicationKinds,
    ApplicationCommands,
    ApplicationAccess,
    ApplicationFactsLookup,
    ContractNamesLookup,
    ApplicationUploads,
    NameClaims,
    PayloadRules,
    WordMarkChecks,
    TransferCodes,
    ReferenceSequence,
    StaffUsers,
    ApplicationResource,
    ApplicationAudit,
    SubmitApplicationHandler,
    CorrectApplicationHandler,
    TransitApplicationHandler,
    RectifyRecordHandler,
    RequestTransferHandler,
    ConfirmTransferHandler,
    ListApplicationsHandler,
    GetApplicationHandler,
    GetWorkflowHandler,
    ...APPLICATION_AUDIT_HANDLERS,
  ],
  // The back office's queues (admin-review) send the same queries and present applications alike.
  exports: [ApplicationResource, ApplicationFactsLookup, ApplicationKinds, ApplicationCommands, ApplicationAccess],
})
export class ApplicationsModule {}
