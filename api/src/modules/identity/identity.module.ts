import { Module } from '@nestjs/common';
import { Sessions } from './infrastructure/sessions.js';
import { SecurityLog } from './infrastructure/security-log.js';
import { Throttle } from './infrastructure/throttle.js';
import { StaffUsers } from './users/staff-users.repository.js';
import { UsersService } from './users/users.service.js';
import { UsersController } from './users/users.controller.js';
import { AuthService } from './auth/auth.service.js';
import { ApplicantSessionStrategy, SessionTokens, StaffBearerStrategy } from './auth/session-strategies.js';
import { AuthController } from './auth/auth.controller.js';
import { SelfController } from './self/self.controller.js';
import { Notifications } from './notifications/notifications.service.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { DevelopmentStaffSeed } from './users/development-seed.js';
import '@registry/domain/identity/messages';

/** Staff and applicants, their sessions, permissions and notifications. */
@Module({
  controllers: [AuthController, SelfController, UsersController, NotificationsController],
  providers: [
    Sessions,
    // The passport strategies of the global access guard: constructing them registers them.
    SessionTokens,
    StaffBearerStrategy,
    ApplicantSessionStrategy,
    SecurityLog,
    Throttle,
    StaffUsers,
    UsersService,
    AuthService,
    Notifications,
    DevelopmentStaffSeed,
  ],
  exports: [Sessions, Notifications, SecurityLog, Throttle, UsersService],
})
export class IdentityModule {}
