import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { DomainError, invalid, unauthorized } from '@registry/domain/shared/domain-error';
import { Sessions, type IssuedSession } from '../infrastructure/sessions.js';
import { SecurityLog } from '../infrastructure/security-log.js';
import { Throttle, type ThrottleRule } from '../infrastructure/throttle.js';
import { verifyAgainstDecoy, verifyPassword } from '../infrastructure/password-hasher.js';
import { principalId, type Principal } from '#src/shared/http/principal';
import { StaffUsers, type StaffUserRow } from '../users/staff-users.repository.js';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp.js';

/** Five wrong passwords for one account within 15 minutes lock it for 15 minutes (the sixth try is refused). */
export const ACCOUNT_RULE: ThrottleRule = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 };
/** One address guessing across many accounts. */
export const ADDRESS_RULE: ThrottleRule = { maxFailures: 30, windowMinutes: 15, lockMinutes: 15 };

export interface SignInResult extends IssuedSession {
  scope: 'full' | 'totp-enrollment';
  user: StaffUserRow;
}

@Injectable()
export class AuthService {
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
  async signIn(input: { email: string; password: string; otp?: string }, ip: string): Promise<SignInResult> {
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
        'UPDATE staff_users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)',
        [user.id, step],
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

  async signOut(sessionId: string, actor: string, ip: string): Promise<void> {
    await this.sessions.revoke(sessionId, 'sign-out');
    await this.securityLog.record('sign-out', { actor, subject: actor, ip, details: { sessionId } });
  }

  /** Ends every session of the caller (a lost device, a shared computer left signed in). */
  async signOutEverywhere(caller: Principal, ip: string): Promise<void> {
    if (caller.kind === 'staff') await this.sessions.revokeAllOfStaff(caller.userId, 'sign-out-everywhere');
    else await this.sessions.revokeAllOfApplicant(caller.email, 'sign-out-everywhere');
    const actor = principalId(caller);
    await this.securityLog.record('sign-out.everywhere', { actor, subject: actor, ip, details: { sessionId: caller.sessionId } });
  }

  /** Starts enrolment of a second factor: a new secret, shown once as an otpauth:// URI. */
  async beginTotpEnrollment(
    userId: string,
    reauthentication: { currentPassword?: string; otp?: string } | null,
  ): Promise<{ secret: string; otpauthUri: string }> {
    const user = await this.users.byId(userId);
    if (!user) throw unauthorized();
    if (reauthentication) await this.reauthenticate(user, reauthentication);
    const secret = newTotpSecret();
    await this.pool.query('UPDATE staff_users SET totp_pending_secret = $2 WHERE id = $1', [userId, secret]);
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
            'UPDATE staff_users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)',
            [user.id, step],
          );
    if (!rowCount) throw invalid({ code: 'sign-in.totp-invalid', field: 'otp' });
  }

  /** Confirms enrolment with a code from the app; an enrolment-only session becomes a full one. */
  async confirmTotpEnrollment(userId: string, sessionId: string, otp: string, ip: string): Promise<void> {
    const user = await this.users.byId(userId);
    if (!user?.totp_pending_secret) throw invalid({ code: 'totp.no-pending-secret' });
    const step = await acceptedTotpStep(user.totp_pending_secret, otp);
    if (step === null) throw invalid({ code: 'sign-in.totp-invalid', field: 'otp' });
    await this.pool.query(
      `UPDATE staff_users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = now(),
              totp_last_step = $2, version = version + 1, updated_at = now() WHERE id = $1`,
      [userId, step],
    );
    await this.pool.query(`UPDATE sessions SET scope = 'full' WHERE id = $1`, [sessionId]);
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
