import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { Sessions } from './infrastructure/sessions.js';
import { SecurityLog } from './infrastructure/security-log.js';
import { Throttle } from './infrastructure/throttle.js';
import { StaffUsers } from './users/staff-users.repository.js';
import { StaffProfileChanges } from './users/staff-profile-changes.js';
import { UsersController } from './users/users.controller.js';
import { ApplicantSessionStrategy, SessionTokens, StaffBearerStrategy } from './auth/session-strategies.js';
import { AuthController } from './auth/auth.controller.js';
import { SelfController } from './self/self.controller.js';
import { Notifications } from './notifications/notifications.service.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { DevelopmentStaffSeed } from './users/development-seed.js';
import { ListUsersHandler } from './users/queries/list-users/list-users.handler.js';
import { GetUserHandler } from './users/queries/get-user/get-user.handler.js';
import { CreateUserHandler } from './users/commands/create-user/create-user.handler.js';
import { UpdateUserHandler } from './users/commands/update-user/update-user.handler.js';
import { ChangeUserStatusHandler } from './users/commands/change-user-status/change-user-status.handler.js';
import { GetSelfHandler } from './self/queries/get-self/get-self.handler.js';
import { GetSelfPermissionsHandler } from './self/queries/get-self-permissions/get-self-permissions.handler.js';
import { UpdateSelfHandler } from './self/commands/update-self/update-self.handler.js';
import { ChangeOwnPasswordHandler } from './self/commands/change-own-password/change-own-password.handler.js';
import { SignInHandler } from './auth/commands/sign-in/sign-in.handler.js';
import { SignOutHandler } from './auth/commands/sign-out/sign-out.handler.js';
import { SignOutEverywhereHandler } from './auth/commands/sign-out-everywhere/sign-out-everywhere.handler.js';
import { BeginTotpEnrollmentHandler } from './auth/commands/begin-totp-enrollment/begin-totp-enrollment.handler.js';
import { ConfirmTotpEnrollmentHandler } from './auth/commands/confirm-totp-enrollment/confirm-totp-enrollment.handler.js';
import { ListNotificationsHandler } from './notifications/queries/list-notifications/list-notifications.handler.js';
import { MarkNotificationReadHandler } from './notifications/commands/mark-notification-read/mark-notification-read.handler.js';
import { MarkAllNotificationsReadHandler } from './notifications/commands/mark-all-notifications-read/mark-all-notifications-read.handler.js';
import '@registry/domain/identity/messages';

/**
 * Staff and applicants, their sessions, permissions and notifications. The routes send this
 * module's commands and queries (the back office's `/api/admin/users` and `/notifications` send
 * the same ones); each handler holds its use case;
 * what several share is `StaffUsers` (the table), `StaffProfileChanges` (UpdateUser and the back
 * office's EditUser) and `Notifications`.
 */
@Module({
  imports: [CqrsModule],
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
    StaffProfileChanges,
    Notifications,
    DevelopmentStaffSeed,
    ListUsersHandler,
    GetUserHandler,
    CreateUserHandler,
    UpdateUserHandler,
    ChangeUserStatusHandler,
    GetSelfHandler,
    GetSelfPermissionsHandler,
    UpdateSelfHandler,
    ChangeOwnPasswordHandler,
    SignInHandler,
    SignOutHandler,
    SignOutEverywhereHandler,
    BeginTotpEnrollmentHandler,
    ConfirmTotpEnrollmentHandler,
    ListNotificationsHandler,
    MarkNotificationReadHandler,
    MarkAllNotificationsReadHandler,
  ],
  exports: [Sessions, Notifications, SecurityLog, Throttle, StaffUsers, StaffProfileChanges],
})
export class IdentityModule {}
