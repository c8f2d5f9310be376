import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { permissionsOf } from '@registry/domain/identity/permissions';

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

@Injectable()
export class StaffUsers {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async byEmail(email: string): Promise<StaffUserRow | undefined> {
    const { rows } = await this.pool.query('SELECT * FROM staff_users WHERE lower(email) = lower($1)', [email]);
    return rows[0];
  }

  async byId(id: string): Promise<StaffUserRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await this.pool.query('SELECT * FROM staff_users WHERE id = $1', [id]);
    return rows[0];
  }
}
