import { Body, Controller, Get, HttpCode, Inject, Patch, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type pg from 'pg';
import { PG_POOL } from '../../../tokens.js';
import { AllowedDuringTotpEnrollment, ForSignedIn, ForStaff } from '../../../shared/http/access.js';
import { Caller } from '../../../shared/http/request-context.js';
import { document, resource } from '../../../shared/http/json-api.js';
import type { Principal } from '../../../shared/http/principal.js';
import { conflict } from '@registry/domain/shared/domain-error';
import { Idempotent } from '../../../shared/idempotency/idempotency.interceptor.js';
import { ROLES } from '@registry/domain/identity/permissions';
import { staffUserAttributes } from '../users/staff-users.repository.js';
import { UsersService } from '../users/users.service.js';
import { ChangePasswordDto, UpdateSelfDto } from '../users/users.dto.js';

/**
 * The caller's own account (spec §4, §7): staff or applicant alike. The self calls return the
 * user in `data`; `version` guards the locale update that follows every sign-in.
 */
@ApiTags('identity')
@Controller('v1/users/self')
export class SelfController {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly users: UsersService,
  ) {}

  @Get()
  @ForSignedIn()
  @AllowedDuringTotpEnrollment()
  @ApiOperation({ summary: 'The signed-in user (401 when not signed in)' })
  async get(@Caller() caller: Principal) {
    if (caller.kind === 'staff') return document(resource('users', staffUserAttributes(await this.users.get(caller.userId))));
    return document(resource('users', await this.applicant(caller.email)));
  }

  @Patch()
  @ForSignedIn()
  @Idempotent()
  @ApiOperation({ summary: 'Updates the caller’s locale at the version it saw (409 when stale)' })
  async update(@Caller() caller: Principal, @Body() body: UpdateSelfDto) {
    const table = caller.kind === 'staff' ? 'staff_users' : 'applicants';
    const key = caller.kind === 'staff' ? 'id' : 'email';
    const id = caller.kind === 'staff' ? caller.userId : caller.email;
    if (caller.kind === 'applicant') await this.applicant(caller.email);
    const { rows } = await this.pool.query(
      `UPDATE ${table} SET locale = coalesce($3, locale), version = version + 1, updated_at = now()
        WHERE ${key} = $1 AND version = $2 RETURNING version`,
      [id, body.version, body.locale ?? null],
    );
    if (!rows[0]) {
      const current = await this.pool.query(`SELECT version FROM ${table} WHERE ${key} = $1`, [id]);
      throw conflict('stale-version', { currentVersion: current.rows[0]?.version ?? 0 });
    }
    return this.get(caller);
  }

  @Get('permissions')
  @ForSignedIn()
  @AllowedDuringTotpEnrollment()
  @ApiOperation({ summary: 'The caller’s roles and named permissions (they decide menus and buttons)' })
  async permissions(@Caller() caller: Principal) {
    if (caller.kind === 'applicant') {
      return document(resource('permissions', { id: 'self', kind: 'applicant', roles: ['applicant'], permissions: [] }));
    }
    const user = await this.users.get(caller.userId);
    return document(
      resource('permissions', {
        id: 'self',
        kind: 'staff',
        roles: user.roles.filter((r) => (ROLES as readonly string[]).includes(r)),
        permissions: caller.scope === 'full' ? [...caller.permissions].sort() : [],
        scope: caller.scope,
      }),
    );
  }

  @Put('password')
  @ForStaff()
  @Idempotent()
  @HttpCode(204)
  @ApiOperation({ summary: 'Changes the caller’s own password (staff)' })
  async changePassword(@Caller() caller: Principal, @Body() body: ChangePasswordDto): Promise<void> {
    if (caller.kind === 'staff') await this.users.changeOwnPassword(caller.userId, body.current_password, body.new_password);
  }

  /** An applicant's profile row, made on first use (version 0, spec §3). */
  private async applicant(email: string) {
    await this.pool.query('INSERT INTO applicants (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [email]);
    const { rows } = await this.pool.query('SELECT * FROM applicants WHERE email = $1', [email]);
    const a = rows[0];
    return { id: a.email, email: a.email, name: a.email, locale: a.locale, roles: ['applicant'], status: 'active', version: a.version, created_at: a.created_at.toISOString() };
  }
}
