import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { noteCommitted, staleUnlessCommitted } from '#src/shared/idempotency/idempotency-context';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { StaffUsers } from '#src/modules/identity/users/staff-users.repository';
import { applicantProfile } from '#src/modules/identity/self/applicant-profile';
import { selfView } from '#src/modules/identity/self/queries/get-self/get-self.handler';
import type { SelfView } from '#src/modules/identity/self/queries/get-self/get-self.query';
import { UpdateSelfCommand } from './update-self.command.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(UpdateSelfCommand)
export class UpdateSelfHandler implements ICommandHandler<UpdateSelfCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
  ) {}

  async execute({ caller, version, locale, notificationChannel }: UpdateSelfCommand): Promise<SelfView> {
    const table = Sql.raw(caller.kind === 'staff' ? 'staff_users' : 'applicants');
    const key = Sql.raw(caller.kind === 'staff' ? 'id' : 'email');
    const id = caller.kind === 'staff' ? caller.userId : caller.email;
    if (caller.kind === 'applicant') await applicantProfile(this.pool, caller.email);
    const changed = await inTransaction(this.pool, async (client) => {
      const channel =
        caller.kind === 'staff' ? sql`, notification_channel = coalesce(${notificationChannel}, notification_channel)` : sql``;
      const { rows } = await client.query(
        sql`UPDATE ${table} SET locale = coalesce(${locale}, locale)${channel}, version = version + 1, updated_at = now()
          WHERE ${key} = ${id} AND version = ${version} RETURNING version`,
      );
      if (rows[0]) await noteCommitted(client);
      return rows.length > 0;
    });
    if (!changed) {
      const current = await this.pool.query(sql`SELECT version FROM ${table} WHERE ${key} = ${id}`);
      // A retry of a change that committed answers the profile as it stands.
      staleUnlessCommitted(current.rows[0]?.version ?? 0);
    }
    return selfView(this.pool, this.users, caller);
  }
}
