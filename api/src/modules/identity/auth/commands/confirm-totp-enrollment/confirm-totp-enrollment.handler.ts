import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { invalid } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { Sessions } from '#src/modules/identity/infrastructure/sessions';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import { StaffUsers } from '#src/modules/identity/users/staff-users.repository';
import { acceptedTotpStep } from '#src/modules/identity/auth/totp';
import { ConfirmTotpEnrollmentCommand } from './confirm-totp-enrollment.command.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(ConfirmTotpEnrollmentCommand)
export class ConfirmTotpEnrollmentHandler implements ICommandHandler<ConfirmTotpEnrollmentCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
    private readonly sessions: Sessions,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Confirms enrolment with a code from the app; an enrolment-only session becomes a full one. */
  async execute({ userId, sessionId, otp, ip }: ConfirmTotpEnrollmentCommand): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user?.totp_pending_secret) throw invalid({ code: 'totp.no-pending-secret' });
    const step = await acceptedTotpStep(user.totp_pending_secret, otp);
    if (step === null) throw invalid({ code: 'sign-in.totp-invalid', field: 'otp' });
    await this.pool.query(
      sql`UPDATE staff_users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = now(),
              totp_last_step = ${step}, version = version + 1, updated_at = now() WHERE id = ${userId}`,
    );
    await this.pool.query(sql`UPDATE sessions SET scope = 'full' WHERE id = ${sessionId}`);
    // A new second factor: every other session, opened with the old one or none, ends.
    const ended = await this.sessions.revokeOthersOfStaff(userId, sessionId, 'totp-changed');
    await this.securityLog.record('totp.enrolled', {
      actor: `staff:${userId}`,
      subject: `staff:${userId}`,
      ip,
      details: { otherSessionsEnded: ended },
    });
  }
}
