import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DomainError, unauthorized } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { Sessions } from '#src/modules/identity/infrastructure/sessions';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import { Throttle, type ThrottleRule } from '#src/modules/identity/infrastructure/throttle';
import { verifyAgainstDecoy, verifyPassword } from '#src/modules/identity/infrastructure/password-hasher';
import { StaffUsers } from '#src/modules/identity/users/staff-users.repository';
import { acceptedTotpStep } from '#src/modules/identity/auth/totp';
import { SignInCommand, type SignInResult } from './sign-in.command.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Five wrong passwords for one account within 15 minutes lock it for 15 minutes (the sixth try is refused). */
const ACCOUNT_RULE: ThrottleRule = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 };
/** One address guessing across many accounts. */
const ADDRESS_RULE: ThrottleRule = { maxFailures: 30, windowMinutes: 15, lockMinutes: 15 };

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
    private readonly sessions: Sessions,
    private readonly throttle: Throttle,
    private readonly securityLog: SecurityLog,
  ) {}

  /**
   * Staff sign-in. Unknown e-mail, wrong password and inactive account get the same answer in
   * about the same time; a locked account or address is refused before the password is looked at.
   */
  async execute({ credentials: input, ip }: SignInCommand): Promise<SignInResult> {
    const accountKey = `sign-in:account:${input.email.trim().toLowerCase()}`;
    const addressKey = `sign-in:address:${ip}`;
    const wait = Math.max(await this.throttle.retryAfter(accountKey), await this.throttle.retryAfter(addressKey));
    if (wait > 0) {
      await this.securityLog.record('sign-in.throttled', { subject: input.email.toLowerCase(), ip });
      throw new DomainError(
        'rate-limited',
        { code: 'sign-in.throttled', params: { minutes: Math.ceil(wait / 60) } },
        { retryAfterSeconds: wait },
      );
    }

    const user = await this.users.byEmail(input.email.trim());
    const passwordOk = user ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDecoy(input.password);
    if (!user || !passwordOk || user.status !== 'active') {
      await this.failed(accountKey, addressKey, input.email, ip, !user ? 'unknown-account' : !passwordOk ? 'wrong-password' : 'inactive');
      throw unauthorized('sign-in.failed');
    }

    const hasSecondFactor = user.totp_secret !== null && user.totp_enabled_at !== null;
    if (hasSecondFactor) {
      if (!input.otp) throw unauthorized('sign-in.totp-required');
      const step = await acceptedTotpStep(user.totp_secret!, input.otp);
      const replayed = step !== null && user.totp_last_step !== null && step <= Number(user.totp_last_step);
      if (step === null || replayed) {
        await this.failed(accountKey, addressKey, input.email, ip, 'wrong-totp');
        throw new DomainError('unauthorized', { code: 'sign-in.totp-invalid', field: 'otp' });
      }
      // Conditional, so that two sign-ins racing with one code cannot both pass.
      const { rowCount } = await this.pool.query(
        sql`UPDATE staff_users SET totp_last_step = ${step} WHERE id = ${user.id} AND (totp_last_step IS NULL OR totp_last_step < ${step})`,
      );
      if (!rowCount) throw new DomainError('unauthorized', { code: 'sign-in.totp-invalid', field: 'otp' });
    }

    await this.throttle.reset(accountKey);
    const scope = user.totp_required && !hasSecondFactor ? 'totp-enrollment' : 'full';
    const session = await this.sessions.issue({ kind: 'staff', userId: user.id, scope });
    await this.securityLog.record('sign-in.succeeded', {
      actor: `staff:${user.id}`,
      subject: `staff:${user.id}`,
      ip,
      details: { scope, sessionId: session.sessionId },
    });
    return { ...session, scope, user };
  }

  private async failed(accountKey: string, addressKey: string, email: string, ip: string, why: string): Promise<void> {
    const locked = await this.throttle.fail(accountKey, ACCOUNT_RULE);
    await this.throttle.fail(addressKey, ADDRESS_RULE);
    await this.securityLog.record('sign-in.failed', { subject: email.toLowerCase(), ip, details: { why, locked } });
  }
}
