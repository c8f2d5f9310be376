import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DomainError } from '@registry/domain/shared/domain-error';
import { PG_POOL } from '#src/tokens';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { earlierTryCommitted, noteCommitted } from '#src/shared/idempotency/idempotency-context';
import { Sessions } from '#src/modules/identity/infrastructure/sessions';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import { StaffUsers, type StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { ChangeUserStatusCommand } from './change-user-status.command.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<ChangeUserStatusCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
    private readonly sessions: Sessions,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ id, status, reason, version, actor }: ChangeUserStatusCommand): Promise<StaffUserRow> {
    if (status === 'inactive' && actor === `staff:${id}`) throw new DomainError('conflict', { code: 'user.cannot-deactivate-self' });
    return inTransaction(this.pool, async (client) => {
      const updated = await this.users.updateAtVersion(id, version, [sql`status = ${status}`, sql`status_reason = ${reason}`], client);
      if (earlierTryCommitted()) return updated;
      await noteCommitted(client);
      if (status === 'inactive') await this.sessions.revokeAllOfStaff(id, 'deactivated', client);
      await this.securityLog.record(
        status === 'active' ? 'user.activated' : 'user.deactivated',
        { actor, subject: `staff:${id}`, details: { reason } },
        client,
      );
      return updated;
    });
  }
}
