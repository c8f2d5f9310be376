import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { validate as uuidValidate } from 'uuid';
import { PG_POOL } from '#src/tokens';
import { DomainError, invalid, notFound } from '@registry/domain/shared/domain-error';
import type { Page } from '#src/shared/http/json-api';
import { Sessions } from '../infrastructure/sessions.js';
import { SecurityLog } from '../infrastructure/security-log.js';
import { hashPassword, verifyPassword } from '../infrastructure/password-hasher.js';
import { passwordProblems } from '@registry/domain/identity/password-policy';
import { StaffUsers, type StaffUserRow } from './staff-users.repository.js';
import type { CreateUserDto } from './commands/create-user/create-user.request.dto.js';
import type { UpdateUserDto } from './commands/update-user/update-user.request.dto.js';
import type { UserFilter } from './queries/list-users/list-users.request.dto.js';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { streamIdFor } from '#src/event-store/event-ids';
import {
  currentCallerKey,
  earlierTryCommitted,
  markReplayed,
  noteCommitted,
  staleUnlessCommitted,
} from '#src/shared/idempotency/idempotency-context';

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
 * Staff accounts, administered by system admins. Every change is guarded by the version the
 * admin saw (a stale one is a 409) and written to the security log with its reason.
 */
@Injectable()
export class UsersService {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: StaffUsers,
    private readonly sessions: Sessions,
    private readonly securityLog: SecurityLog,
  ) {}

  async list(query: UserFilter, page: Page): Promise<{ rows: StaffUserRow[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (query.search) {
      values.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(
        `(email ILIKE $${values.length} OR first_name ILIKE $${values.length} OR last_name ILIKE $${values.length} OR username ILIKE $${values.length})`,
      );
    }
    if (query.role) {
      values.push(query.role);
      where.push(`$${values.length} = ANY (roles)`);
    }
    if (query.status) {
      values.push(query.status);
      where.push(`status = $${values.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const sort = query.sortBy ?? 'created_at';
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    const { rows } = await this.pool.query(
      `SELECT *, count(*) OVER () AS total FROM staff_users ${clause} ORDER BY ${sort} ${order}, id LIMIT ${page.size} OFFSET ${page.offset}`,
      values,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : Number((await this.pool.query(`SELECT count(*) AS n FROM staff_users ${clause}`, values)).rows[0].n);
    return { rows, total };
  }

  async get(id: string): Promise<StaffUserRow> {
    const user = await this.users.byId(id);
    if (!user) throw notFound('user.not-found');
    return user;
  }

  async create(input: CreateUserDto, actor: string): Promise<StaffUserRow> {
    // The id derives from the caller-scoped idempotency key: a retry of a create that committed finds its user.
    const callerKey = currentCallerKey();
    const id = streamIdFor(callerKey);
    const made = callerKey ? await this.users.byId(id) : undefined;
    if (made) {
      markReplayed();
      return made;
    }
    const problems = passwordProblems(input.password, input.email);
    if (problems.length) throw invalid(problems);
    if (await this.users.byEmail(input.email)) throw invalid({ code: 'user.email-taken', field: 'email' });
    try {
      await this.pool.query(
        `INSERT INTO staff_users (id, email, username, first_name, last_name, locale, roles, password_hash, totp_required, phone_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          input.email.trim(),
          input.username ?? null,
          input.first_name.trim(),
          input.last_name.trim(),
          input.locale ?? 'ckb',
          [...new Set(input.roles)],
          await hashPassword(input.password),
          input.totp_required ?? false,
          input.phone_number ?? null,
        ],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw invalid({ code: 'user.email-taken', field: 'email' });
      throw error;
    }
    await this.securityLog.record('user.created', {
      actor,
      subject: `staff:${id}`,
      details: { roles: input.roles, totpRequired: input.totp_required ?? false },
    });
    return this.get(id);
  }

  async update(id: string, input: UpdateUserDto, actor: string): Promise<StaffUserRow> {
    const sets: string[] = [];
    const values: unknown[] = [id, input.version];
    const changed: string[] = [];
    for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
      const value = (input as unknown as Record<string, unknown>)[field];
      if (value === undefined) continue;
      values.push(field === 'roles' ? [...new Set(value as string[])] : value);
      sets.push(`${column} = $${values.length}`);
      changed.push(field);
    }
    const updated = await inTransaction(this.pool, async (client) => {
      const row = await this.bumpVersion(id, input.version, sets, values, client);
      await noteCommitted(client);
      return row;
    });
    // A retry of an update that committed (the answer is the user as it stands) logs nothing new.
    if (earlierTryCommitted()) return updated;
    // A change of roles takes effect on the next request: permissions are read per request.
    await this.securityLog.record('user.updated', { actor, subject: `staff:${id}`, details: { changed, roles: input.roles } });
    return updated;
  }

  async setStatus(id: string, status: 'active' | 'inactive', reason: string, version: number, actor: string): Promise<StaffUserRow> {
    if (status === 'inactive' && actor === `staff:${id}`) throw new DomainError('conflict', { code: 'user.cannot-deactivate-self' });
    return inTransaction(this.pool, async (client) => {
      const updated = await this.bumpVersion(id, version, ['status = $3', 'status_reason = $4'], [id, version, status, reason], client);
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

  /** The new password ends every other session of the user (a thief's included); the one that changed it stays. */
  async changeOwnPassword(userId: string, sessionId: string, current: string, next: string): Promise<void> {
    // An earlier try changed it and died before answering: the current password is now the new one.
    if (earlierTryCommitted()) return;
    const user = await this.get(userId);
    if (!(await verifyPassword(current, user.password_hash))) throw invalid({ code: 'password.current-wrong', field: 'current_password' });
    const problems = passwordProblems(next, user.email, 'new_password');
    if (problems.length) throw invalid(problems);
    const hash = await hashPassword(next);
    await inTransaction(this.pool, async (client) => {
      await client.query('UPDATE staff_users SET password_hash = $2, version = version + 1, updated_at = now() WHERE id = $1', [
        userId,
        hash,
      ]);
      const ended = await this.sessions.revokeOthersOfStaff(userId, sessionId, 'password-changed', client);
      await noteCommitted(client);
      await this.securityLog.record(
        'user.password-changed',
        { actor: `staff:${userId}`, subject: `staff:${userId}`, details: { otherSessionsEnded: ended } },
        client,
      );
    });
  }

  /** One conditional UPDATE: the row changes only at the version the caller saw. */
  private async bumpVersion(
    id: string,
    version: number,
    sets: string[],
    values: unknown[],
    session: Pick<pg.Pool, 'query'> = this.pool,
  ): Promise<StaffUserRow> {
    // Anything but a UUID is a user that does not exist (the column would refuse it with an error).
    if (!uuidValidate(id)) throw notFound('user.not-found');
    const assignments = [...sets, 'version = version + 1', 'updated_at = now()'].join(', ');
    const { rows } = await session.query(`UPDATE staff_users SET ${assignments} WHERE id = $1 AND version = $2 RETURNING *`, values);
    if (rows[0]) return rows[0];
    const current = await this.users.byId(id);
    if (!current) throw notFound('user.not-found');
    staleUnlessCommitted(current.version);
    return current;
  }
}
