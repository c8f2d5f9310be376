import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { invalid } from '@registry/domain/shared/domain-error';
import { passwordProblems } from '@registry/domain/identity/password-policy';
import { PG_POOL } from '#src/tokens';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { earlierTryCommitted, noteCommitted } from '#src/shared/idempotency/idempotency-context';
import { hashPassword, verifyPassword } from '#src/modules/identity/infrastructure/password-hasher';
import { Sessions } from '#src/modules/identity/infrastructure/sessions';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import { StaffUsers } from '#src/modules/identity/users/staff-users.repository';
import { ChangeOwnPasswordCommand } from './change-own-password.command.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(ChangeOwnPasswordCommand)
export class ChangeOwnPasswordHandler implements ICommandHandler<ChangeOwnPasswordCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
    private readonly sessions: Sessions,
    private readonly securityLog: SecurityLog,
  ) {}

  /** The new password ends every other session of the user (a thief's included); the one that changed it stays. */
  async execute({ userId, sessionId, currentPassword, newPassword }: ChangeOwnPasswordCommand): Promise<void> {
    // An earlier try changed it and died before answering: the current password is now the new one.
    if (earlierTryCommitted()) return;
    const user = await this.users.existing(userId);
    if (!(await verifyPassword(currentPassword, user.password_hash))) {
      throw invalid({ code: 'password.current-wrong', field: 'current_password' });
    }
    const problems = passwordProblems(newPassword, user.email, 'new_password');
    if (problems.length) throw invalid(problems);
    const hash = await hashPassword(newPassword);
    await inTransaction(this.pool, async (client) => {
      await client.query(
        sql`UPDATE staff_users SET password_hash = ${hash}, version = version + 1, updated_at = now() WHERE id = ${userId}`,
      );
      const ended = await this.sessions.revokeOthersOfStaff(userId, sessionId, 'password-changed', client);
      await noteCommitted(client);
      await this.securityLog.record(
        'user.password-changed',
        { actor: `staff:${userId}`, subject: `staff:${userId}`, details: { otherSessionsEnded: ended } },
        client,
      );
    });
  }
}
