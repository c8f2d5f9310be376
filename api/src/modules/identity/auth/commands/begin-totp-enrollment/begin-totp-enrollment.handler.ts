import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { invalid, unauthorized } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { verifyPassword } from '#src/modules/identity/infrastructure/password-hasher';
import { StaffUsers, type StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { acceptedTotpStep, newTotpSecret, totpUri } from '#src/modules/identity/auth/totp';
import { BeginTotpEnrollmentCommand } from './begin-totp-enrollment.command.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(BeginTotpEnrollmentCommand)
export class BeginTotpEnrollmentHandler implements ICommandHandler<BeginTotpEnrollmentCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
  ) {}

  /** Starts enrolment of a second factor: a new secret, shown once as an otpauth:// URI. */
  async execute({ userId, scope, currentPassword, otp }: BeginTotpEnrollmentCommand): Promise<{ secret: string; otpauthUri: string }> {
    const user = await this.users.byId(userId);
    if (!user) throw unauthorized();
    // The enrolment-only session right after sign-in has just proved the password.
    if (scope !== 'totp-enrollment') await this.reauthenticate(user, { currentPassword, otp });
    const secret = newTotpSecret();
    await this.pool.query(sql`UPDATE staff_users SET totp_pending_secret = ${secret} WHERE id = ${userId}`);
    return { secret, otpauthUri: totpUri(secret, user.email) };
  }

  /**
   * A full session changing its second factor proves the account again (ASVS 5.0 §6.4): the
   * current password, and a current code of the factor already enrolled, spent like a sign-in code.
   */
  private async reauthenticate(user: StaffUserRow, input: { currentPassword?: string; otp?: string }): Promise<void> {
    if (!input.currentPassword || !(await verifyPassword(input.currentPassword, user.password_hash))) {
      throw invalid({ code: 'password.current-wrong', field: 'current_password' });
    }
    if (user.totp_secret === null || user.totp_enabled_at === null) return;
    const step = input.otp ? await acceptedTotpStep(user.totp_secret, input.otp) : null;
    const { rowCount } =
      step === null
        ? { rowCount: 0 }
        : await this.pool.query(
            sql`UPDATE staff_users SET totp_last_step = ${step} WHERE id = ${user.id} AND (totp_last_step IS NULL OR totp_last_step < ${step})`,
          );
    if (!rowCount) throw invalid({ code: 'sign-in.totp-invalid', field: 'otp' });
  }
}
