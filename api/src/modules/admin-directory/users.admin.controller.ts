import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ForStaff } from '../../shared/http/access.js';
import { Caller } from '../../shared/http/request-context.js';
import { principalId, type Principal } from '../../shared/http/principal.js';
import { conflict, invalid, Problems } from '@registry/domain/shared/domain-error';
import { Idempotent } from '../../shared/idempotency/idempotency.interceptor.js';
import { ROLES } from '@registry/domain/identity/permissions';
import { staffUserAttributes, type StaffUserRow } from '../identity/users/staff-users.repository.js';
import { UsersService } from '../identity/users/users.service.js';
import { ChangeStatusDto, CreateUserDto, UpdateUserDto, type ListUsersQuery } from '../identity/users/users.dto.js';
import { AdminDirectoryCodes } from '@registry/domain/admin-directory/messages';
import { commandOf, JsonServerDialect, JsonServerQuery, listed, readRange, readSort } from './json-server.js';

/** Filters of the users list, besides `q` (e-mail, names, username). */
export class AdminUsersQuery extends JsonServerQuery {
  @IsOptional() @IsIn(ROLES) role?: string;
  @IsOptional() @IsIn(['active', 'inactive']) status?: string;
}

const SORTABLE = ['email', 'first_name', 'last_name', 'created_at', 'status'] as const;
/** The fields of a user an admin may change with PUT (status changes are commands of their own). */
const EDITABLE = ['version', 'first_name', 'last_name', 'username', 'locale', 'roles', 'totp_required', 'phone_number', 'sex_at_birth', 'date_of_birth', 'accountingUnit'] as const;
/** Columns that may be emptied (an empty text clears them); the others must keep a value. */
const CLEARABLE = new Set(['username', 'phone_number', 'sex_at_birth', 'date_of_birth', 'accountingUnit']);

/** A calendar date as the DTOs take it (pg reads a `date` column as local midnight). */
const isoDate = (value: unknown): string | null => {
  if (!(value instanceof Date)) return (value as string | null) ?? null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

/** A user as the back office shows it: the v1 attributes (never a secret), dates as dates. */
export const userRecord = (u: StaffUserRow) => ({ ...staffUserAttributes(u), date_of_birth: isoDate(u.date_of_birth) });
type Attributes = ReturnType<typeof userRecord>;
const same = (a: unknown, b: unknown) => JSON.stringify(Array.isArray(a) ? [...a].sort() : a) === JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

/**
 * Staff accounts for the back office (`/api/admin/users`), over the identity module's
 * UsersService: the same permissions (users.read, users.manage), version checks, password
 * policy and security log as `/api/v1/users`.
 */
@ApiTags('back office')
@Controller('admin/users')
@UseInterceptors(JsonServerDialect)
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ForStaff('users.read')
  @ApiOperation({ summary: 'Staff accounts in the json-server dialect: q, role, status, id (getMany); X-Total-Count' })
  async list(@Query() query: AdminUsersQuery) {
    if (query.id) {
      const found = await Promise.all(query.id.map((id) => this.users.get(id).catch(() => undefined)));
      const rows = found.filter((u): u is StaffUserRow => u !== undefined).map(userRecord);
      return listed(rows, rows.length);
    }
    const page = readRange(query);
    const sort = readSort(query, SORTABLE, { field: 'created_at', descending: true }, { id: 'created_at', name: 'first_name' });
    const filter: ListUsersQuery = { search: query.q?.trim() || undefined, role: query.role, status: query.status, sortBy: sort.field, order: sort.descending ? 'desc' : 'asc' };
    const { rows, total } = await this.users.list(filter, page);
    return listed(rows.map(userRecord), total);
  }

  @Get(':id')
  @ForStaff('users.read')
  async get(@Param('id') id: string) {
    return userRecord(await this.users.get(id));
  }

  @Post()
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Creates a staff account with roles and an initial password (201 with the user)' })
  async create(@Body() body: CreateUserDto, @Caller() caller: Principal) {
    return userRecord(await this.users.create(body, principalId(caller)));
  }

  @Put(':id')
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Saves the edited record at the version the admin saw (409 when stale); only changed fields are written' })
  async update(@Param('id') id: string, @Body() record: Record<string, unknown>, @Caller() caller: Principal) {
    const problems = new Problems();
    const source = { ...(record ?? {}) };
    for (const field of EDITABLE) {
      if (source[field] === '' && CLEARABLE.has(field)) source[field] = null;
      if (source[field] === null && !CLEARABLE.has(field)) problems.add('validation.required', field);
    }
    problems.throwIfAny();
    const command = await commandOf(UpdateUserDto, source, EDITABLE);
    const current = userRecord(await this.users.get(id));
    const changes: Record<string, unknown> = {};
    for (const field of EDITABLE) {
      if (field === 'version' || !Object.hasOwn(command, field)) continue;
      const value = (command as unknown as Record<string, unknown>)[field];
      if (value !== undefined && !same(value, current[field as keyof Attributes])) changes[field] = value;
    }
    if (!Object.keys(changes).length) {
      if (command.version !== current.version) throw conflict('stale-version', { currentVersion: current.version });
      return current;
    }
    try {
      return userRecord(await this.users.update(id, { ...changes, version: command.version } as UpdateUserDto, principalId(caller)));
    } catch (error) {
      // The only unique column an edit can touch is the username.
      if ((error as { code?: string }).code === '23505') throw invalid({ code: AdminDirectoryCodes.usernameTaken, field: 'username' });
      throw error;
    }
  }

  @Put(':id/activate')
  @HttpCode(200)
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Activates a staff account, with a reason, at the version the admin saw' })
  async activate(@Param('id') id: string, @Body() body: ChangeStatusDto, @Caller() caller: Principal) {
    return userRecord(await this.users.setStatus(id, 'active', body.reason, body.version, principalId(caller)));
  }

  @Put(':id/deactivate')
  @HttpCode(200)
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Deactivates a staff account, with a reason: its sessions end and it can no longer sign in' })
  async deactivate(@Param('id') id: string, @Body() body: ChangeStatusDto, @Caller() caller: Principal) {
    return userRecord(await this.users.setStatus(id, 'inactive', body.reason, body.version, principalId(caller)));
  }
}
