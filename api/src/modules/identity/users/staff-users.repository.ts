import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { validate as uuidValidate } from 'uuid';
import { PG_POOL } from '#src/tokens';
import { permissionsOf } from '@registry/domain/identity/permissions';
import { notFound } from '@registry/domain/shared/domain-error';
import type { Page } from '#src/shared/http/json-api';
import { staleUnlessCommitted } from '#src/shared/idempotency/idempotency-context';
import type { UserFilter } from './queries/list-users/list-users.request.dto.js';
import { Sql, sql, type SqlSession } from '#src/infrastructure/database/read-models/sql';

export interface StaffUserRow {
  id: string;
  email: string;
  username: string | null;
  first_name: string;
  last_name: string;
  locale: string;
  /** in_app or in_app_and_email (issue 22 §6). */
  notification_channel: string;
  roles: string[];
  status: 'active' | 'inactive';
  status_reason: string | null;
  password_hash: string;
  totp_required: boolean;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: string | null;
  phone_number: string | null;
  sex_at_birth: string | null;
  date_of_birth: string | null;
  accounting_unit: string | null;
  image: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** The fields of spec §3 a member of staff has, as the API shows them (never a secret). */
export function staffUserAttributes(u: StaffUserRow) {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    name: `${u.first_name} ${u.last_name}`.trim(),
    first_name: u.first_name,
    last_name: u.last_name,
    locale: u.locale,
    notification_channel: u.notification_channel,
    roles: u.roles,
    permissions: [...permissionsOf(u.roles)],
    status: u.status,
    status_reason: u.status_reason,
    phone_number: u.phone_number,
    sex_at_birth: u.sex_at_birth,
    date_of_birth: u.date_of_birth,
    accountingUnit: u.accounting_unit,
    image: u.image,
    totp_required: u.totp_required,
    totp_enabled: u.totp_enabled_at !== null,
    version: u.version,
    created_at: u.created_at.toISOString(),
    updated_at: u.updated_at.toISOString(),
  };
}

/**
 * The `staff_users` table, read and written by the users' use cases and by the back office's
 * (review staff, user edits). Every change is guarded by the version the admin saw (a stale one
 * is a 409).
 */
@Injectable()
export class StaffUsers {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** A page of the accounts that match the filter, in the order asked, with the total of matches. */
  async page(query: UserFilter, page: Page): Promise<{ rows: StaffUserRow[]; total: number }> {
    const where: Sql[] = [];
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(sql`(email ILIKE ${pattern} OR first_name ILIKE ${pattern} OR last_name ILIKE ${pattern} OR username ILIKE ${pattern})`);
    }
    if (query.role) where.push(sql`${query.role} = ANY (roles)`);
    if (query.status) where.push(sql`status = ${query.status}`);
    const clause = where.length ? sql`WHERE ${Sql.join(where, ' AND ')}` : sql``;
    const sort = Sql.identifier(query.sortBy ?? 'created_at');
    const order = Sql.raw(query.order === 'asc' ? 'ASC' : 'DESC');
    const { rows } = await this.pool.query(
      sql`SELECT *, count(*) OVER () AS total FROM staff_users ${clause} ORDER BY ${sort} ${order}, id LIMIT ${page.size} OFFSET ${page.offset}`,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : Number((await this.pool.query(sql`SELECT count(*) AS n FROM staff_users ${clause}`)).rows[0].n);
    return { rows, total };
  }

  /** The account, or 404 user.not-found. */
  async existing(id: string): Promise<StaffUserRow> {
    const user = await this.byId(id);
    if (!user) throw notFound('user.not-found');
    return user;
  }

  /** One conditional UPDATE: the row changes only at the version the caller saw; `sets`: `column = value` fragments. */
  async updateAtVersion(id: string, version: number, sets: Sql[], session: SqlSession = this.pool): Promise<StaffUserRow> {
    // Anything but a UUID is a user that does not exist (the column would refuse it with an error).
    if (!uuidValidate(id)) throw notFound('user.not-found');
    const assignments = Sql.join([...sets, sql`version = version + 1`, sql`updated_at = now()`], ', ');
    const { rows } = await session.query(sql`UPDATE staff_users SET ${assignments} WHERE id = ${id} AND version = ${version} RETURNING *`);
    if (rows[0]) return rows[0];
    const current = await this.byId(id);
    if (!current) throw notFound('user.not-found');
    staleUnlessCommitted(current.version);
    return current;
  }

  async byEmail(email: string): Promise<StaffUserRow | undefined> {
    const { rows } = await this.pool.query(sql`SELECT * FROM staff_users WHERE lower(email) = lower(${email})`);
    return rows[0];
  }

  async byId(id: string): Promise<StaffUserRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await this.pool.query(sql`SELECT * FROM staff_users WHERE id = ${id}`);
    return rows[0];
  }
}
