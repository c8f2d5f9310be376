import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { UsersService } from '../identity/users/users.service.js';
import { StaffUsers } from '../identity/users/staff-users.repository.js';
import {
  AdminApplicationsQueueController,
  AdminBusinessesQueueController,
  AdminReviewFiguresController,
  AdminTradeNamesQueueController,
  AdminTrademarksQueueController,
} from './review-queues.controllers.js';

/**
 * The back office's review side under `/api/admin/...` in the json-server dialect
 * (docs/web-admin.md): the queues of trade names, businesses and trademarks, one application,
 * the counts of the dashboard and the reviewers to assign. Thin controllers over the
 * applications module's queries; workflow steps and the audit trail are the v1 routes.
 */
@Module({
  imports: [ApplicationsModule, IdentityModule],
  controllers: [AdminTradeNamesQueueController, AdminBusinessesQueueController, AdminTrademarksQueueController, AdminApplicationsQueueController, AdminReviewFiguresController],
  providers: [UsersService, StaffUsers],
})
export class AdminReviewModule {}
