import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';
import { earlierTryCommitted, noteCommitted } from '#src/shared/idempotency/idempotency-context';
import { SecurityLog } from '../infrastructure/security-log.js';
import { StaffUsers, type StaffUserRow } from './staff-users.repository.js';
import type { UpdateUserDto } from './commands/update-user/update-user.request.dto.js';

/** Profile columns an admin may set; the DTO field name is the column name but for accountingUnit. */
const PROFILE_COLUMNS: Record<string, string> = {
  first_name: 'first_name',
  last_name: 'last_name',
  username: 'username',
  locale: 'locale',
  roles: 'roles',
  totp_required: 'totp_required',
  phone_number: 'phone_number',
  sex_at_birth: 'sex_at_birth',
  date_of_birth: 'date_of_birth',
  accountingUnit: 'accounting_unit',
};

/**
 * An admin's change of a staff profile, shared by two use cases: UpdateUser (the fields sent)
 * and the back office's EditUser (the fields that differ from the stored record). Written at the
 * version the admin saw and to the security log with the fields changed.
 */
@Injectable()
export class StaffProfileChanges {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
    private readonly securityLog: SecurityLog,
  ) {}

  async update(id: string, input: UpdateUserDto, actor: string): Promise<StaffUserRow> {
    const sets: Sql[] = [];
    const changed: string[] = [];
    for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
      const value = (input as unknown as Record<string, unknown>)[field];
      if (value === undefined) continue;
      sets.push(sql`${Sql.identifier(column)} = ${field === 'roles' ? [...new Set(value as string[])] : value}`);
      changed.push(field);
    }
    const updated = await inTransaction(this.pool, async (client) => {
      const row = await this.users.updateAtVersion(id, input.version, sets, client);
      await noteCommitted(client);
      return row;
    });
    // A retry of an update that committed (the answer is the user as it stands) logs nothing new.
    if (earlierTryCommitted()) return updated;
    // A change of roles takes effect on the next request: permissions are read per request.
    await this.securityLog.record('user.updated', { actor, subject: `staff:${id}`, details: { changed, roles: input.roles } });
    return updated;
  }
}
