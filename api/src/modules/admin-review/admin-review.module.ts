import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { UsersService } from '../identity/users/users.service.js';
import { StaffUsers } from '../identity/users/staff-users.repository.js';
import {
  AdminApplicationsQueueController,
  AdminBusinessesQueueController,
  AdminTradeNamesQueueController,
  AdminTrademarksQueueController,
} from './queries/review-queue/review-queue.http.controller.js';
import { ListReviewQueueHandler } from './queries/review-queue/review-queue.handler.js';
import { AdminReviewFiguresController } from './queries/review-figures/review-figures.http.controller.js';
import { ReviewStaffHandler, StateCountsHandler } from './queries/review-figures/review-figures.handlers.js';
import { AdminPaymentReceiptsController, AdminPaymentReceiptsCsvController } from './queries/payment-receipts/payment-receipts.http.controller.js';
import { ListPaymentReceiptsHandler } from './queries/payment-receipts/payment-receipts.handler.js';
import { TradeNamesModule } from '../trade-names/trade-names.module.js';
import { AdminCaseFileController } from './queries/case-file/case-file.http.controller.js';
import { GetCaseFileHandler } from './queries/case-file/case-file.handler.js';

/**
 * The back office's review side under `/api/admin/...` in the json-server dialect
 * (docs/web-admin.md): the queues of trade names, businesses and trademarks, one application,
 * the counts of the dashboard and the reviewers to assign. Queries only, one folder each; a queue
 * sends the applications module's list and get queries on the bus. Workflow steps and the audit
 * trail are the v1 routes.
 */
@Module({
  imports: [ApplicationsModule, IdentityModule, TradeNamesModule],
  controllers: [AdminTradeNamesQueueController, AdminBusinessesQueueController, AdminTrademarksQueueController, AdminApplicationsQueueController, AdminReviewFiguresController, AdminPaymentReceiptsController, AdminPaymentReceiptsCsvController, AdminCaseFileController],
  providers: [UsersService, StaffUsers, ListReviewQueueHandler, StateCountsHandler, ReviewStaffHandler, ListPaymentReceiptsHandler, GetCaseFileHandler],
})
export class AdminReviewModule {}
