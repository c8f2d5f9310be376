import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { ActorTrailController } from './queries/actor-trail/actor-trail.http.controller.js';
import { ActorTrailHandler } from './queries/actor-trail/actor-trail.handler.js';
import { ExportApplicationHistoryController } from './queries/export-application-history/export-application-history.http.controller.js';
import { ExportApplicationHistoryHandler } from './queries/export-application-history/export-application-history.handler.js';
import { SecurityLogController } from './queries/security-log/security-log.http.controller.js';
import { ListSecurityLogHandler } from './queries/security-log/security-log.handler.js';

/**
 * The auditors' back-office reads (issue 24 §1, `audit.read`): an application's history exported
 * with its chain verification, one actor's trail across streams, and the security log. The
 * per-application audit routes (events, state, diff, verify) stay the applications module's v1
 * routes; the export sends their queries on the bus.
 */
@Module({
  imports: [ApplicationsModule],
  controllers: [ExportApplicationHistoryController, ActorTrailController, SecurityLogController],
  providers: [ExportApplicationHistoryHandler, ActorTrailHandler, ListSecurityLogHandler],
})
export class AuditModule {}
