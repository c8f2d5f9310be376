import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { IsIn, IsOptional } from 'class-validator';
import { ForStaff } from '#src/shared/http/access';
import { Caller } from '#src/shared/http/request-context';
import { principalId, type Principal } from '#src/shared/http/principal';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { ROLES } from '@registry/domain/identity/permissions';
import type { StaffUserRow } from '../identity/users/staff-users.repository.js';
import { ListUsersQuery } from '../identity/users/queries/list-users/list-users.query.js';
import type { UserFilter } from '../identity/users/queries/list-users/list-users.request.dto.js';
import { GetUserQuery } from '../identity/users/queries/get-user/get-user.query.js';
import { CreateUserDto } from '../identity/users/commands/create-user/create-user.request.dto.js';
import { CreateUserCommand } from '../identity/users/commands/create-user/create-user.command.js';
import { ChangeStatusDto } from '../identity/users/commands/change-user-status/change-user-status.request.dto.js';
import { ChangeUserStatusCommand } from '../identity/users/commands/change-user-status/change-user-status.command.js';
import { EditUserCommand } from './commands/edit-user/edit-user.command.js';
import { readUserEdit } from './commands/edit-user/edit-user.request.dto.js';
import { userRecord } from './user-records.js';
import { JsonServerDialect, JsonServerQuery, listed, readRange, readSort } from './json-server.js';

/** Filters of the users list, besides `q` (e-mail, names, username). */
export class AdminUsersQuery extends JsonServerQuery {
  @IsOptional() @IsIn(ROLES) role?: string;
  @IsOptional() @IsIn(['active', 'inactive']) status?: string;
}

const SORTABLE = ['email', 'first_name', 'last_name', 'created_at', 'status'] as const;

/**
 * Staff accounts for the back office (`/api/admin/users`): the identity module's commands and
 * queries, so the same permissions (users.read, users.manage), version checks, password policy and
 * security log as `/api/v1/users`; the edit of a whole record is this module's EditUser.
 */
@ApiTags('back office')
@Controller('admin/users')
@UseInterceptors(JsonServerDialect)
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ForStaff('users.read')
  @ApiOperation({ summary: 'Staff accounts in the json-server dialect: q, role, status, id (getMany); X-Total-Count' })
  async list(@Query() query: AdminUsersQuery) {
    if (query.id) {
      const found = await Promise.all(query.id.map((id) => this.queries.execute(new GetUserQuery(id)).catch(() => undefined)));
      const rows = found.filter((u): u is StaffUserRow => u !== undefined).map(userRecord);
      return listed(rows, rows.length);
    }
    const page = readRange(query);
    const sort = readSort(query, SORTABLE, { field: 'created_at', descending: true }, { id: 'created_at', name: 'first_name' });
    const filter: UserFilter = {
      search: query.q?.trim() || undefined,
      role: query.role,
      status: query.status,
      sortBy: sort.field,
      order: sort.descending ? 'desc' : 'asc',
    };
    const { rows, total } = await this.queries.execute(new ListUsersQuery(filter, page));
    return listed(rows.map(userRecord), total);
  }

  @Get(':id')
  @ForStaff('users.read')
  async get(@Param('id') id: string) {
    return userRecord(await this.queries.execute(new GetUserQuery(id)));
  }

  @Post()
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Creates a staff account with roles and an initial password (201 with the user)' })
  async create(@Body() body: CreateUserDto, @Caller() caller: Principal) {
    return userRecord(await this.commands.execute(new CreateUserCommand(body, principalId(caller))));
  }

  @Put(':id')
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Saves the edited record at the version the admin saw (409 when stale); only changed fields are written' })
  async update(@Param('id') id: string, @Body() record: Record<string, unknown>, @Caller() caller: Principal) {
    return userRecord(await this.commands.execute(new EditUserCommand(id, await readUserEdit(record), principalId(caller))));
  }

  @Put(':id/activate')
  @HttpCode(200)
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Activates a staff account, with a reason, at the version the admin saw' })
  async activate(@Param('id') id: string, @Body() body: ChangeStatusDto, @Caller() caller: Principal) {
    return userRecord(
      await this.commands.execute(new ChangeUserStatusCommand(id, 'active', body.reason, body.version, principalId(caller))),
    );
  }

  @Put(':id/deactivate')
  @HttpCode(200)
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Deactivates a staff account, with a reason: its sessions end and it can no longer sign in' })
  async deactivate(@Param('id') id: string, @Body() body: ChangeStatusDto, @Caller() caller: Principal) {
    return userRecord(
      await this.commands.execute(new ChangeUserStatusCommand(id, 'inactive', body.reason, body.version, principalId(caller))),
    );
  }
}
