import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { IdentityModule } from '../identity/identity.module.js';
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
import {
  AdminPaymentReceiptsController,
  AdminPaymentReceiptsCsvController,
} from './queries/payment-receipts/payment-receipts.http.controller.js';
import { ListPaymentReceiptsHandler } from './queries/payment-receipts/payment-receipts.handler.js';
import { TradeNamesModule } from '../trade-names/trade-names.module.js';
import { TrademarksModule } from '../trademarks/trademarks.module.js';
import { AdminCaseFileController } from './queries/case-file/case-file.http.controller.js';
import { GetCaseFileHandler } from './queries/case-file/case-file.handler.js';
import { WorkingTimeModule } from '../working-time/working-time.module.js';
import { ClaimNextController } from './commands/claim-next/claim-next.http.controller.js';
import { ClaimNextHandler } from './commands/claim-next/claim-next.handler.js';
import { AddInternalNoteHandler } from './commands/add-internal-note/add-internal-note.handler.js';
import { InternalNotesController } from './queries/internal-notes/internal-notes.http.controller.js';
import { ListInternalNotesHandler } from './queries/internal-notes/list-internal-notes.handler.js';
import { StaffDueReminders } from './notifications/staff-due-reminders.js';

/**
 * The back office's review side under `/api/admin/...` in the json-server dialect
 * (docs/web-admin.md): the queues of trade names, businesses and trademarks, one application,
 * the counts of the dashboard and the reviewers to assign. One folder per use case; a queue
 * sends the applications module's list and get queries on the bus. Workflow steps and the audit
 * trail are the v1 routes. Besides: claim next (the caller's next application), internal notes
 * between staff, and the staff notifications that follow from events and from the clock.
 */
@Module({
  imports: [ApplicationsModule, IdentityModule, TradeNamesModule, TrademarksModule, WorkingTimeModule],
  controllers: [
    AdminTradeNamesQueueController,
    AdminBusinessesQueueController,
    AdminTrademarksQueueController,
    AdminApplicationsQueueController,
    AdminReviewFiguresController,
    AdminPaymentReceiptsController,
    AdminPaymentReceiptsCsvController,
    AdminCaseFileController,
    ClaimNextController,
    InternalNotesController,
  ],
  providers: [
    StaffUsers,
    ListReviewQueueHandler,
    StateCountsHandler,
    ReviewStaffHandler,
    ListPaymentReceiptsHandler,
    GetCaseFileHandler,
    ClaimNextHandler,
    AddInternalNoteHandler,
    ListInternalNotesHandler,
    StaffDueReminders,
  ],
})
export class AdminReviewModule {}
