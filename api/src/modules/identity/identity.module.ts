import { Module } from '@nestjs/common';
import { AUTHENTICATOR } from '../../shared/http/principal.js';
import { Sessions } from './infrastructure/sessions.js';
import { SecurityLog } from './infrastructure/security-log.js';
import { Throttle } from './infrastructure/throttle.js';
import { StaffUsers } from './users/staff-users.repository.js';
import { UsersService } from './users/users.service.js';
import { UsersController } from './users/users.controller.js';
import { AuthService } from './auth/auth.service.js';
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
    { provide: AUTHENTICATOR, useExisting: Sessions },
    SecurityLog,
    Throttle,
    StaffUsers,
    UsersService,
    AuthService,
    Notifications,
    DevelopmentStaffSeed,
  ],
  exports: [Sessions, AUTHENTICATOR, Notifications, SecurityLog, Throttle, UsersService],
})
export class IdentityModule {}
