import { Body, Controller, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ForStaff } from '#src/shared/http/access';
import { Caller } from '#src/shared/http/request-context';
import { collection, document, resource } from '#src/shared/http/json-api';
import { readPage } from '#src/shared/http/paging';
import { principalId, type Principal } from '#src/shared/http/principal';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { staffUserAttributes } from './staff-users.repository.js';
import { ListUsersRequestDto } from './queries/list-users/list-users.request.dto.js';
import { ListUsersQuery } from './queries/list-users/list-users.query.js';
import { GetUserQuery } from './queries/get-user/get-user.query.js';
import { CreateUserDto } from './commands/create-user/create-user.request.dto.js';
import { CreateUserCommand } from './commands/create-user/create-user.command.js';
import { UpdateUserDto } from './commands/update-user/update-user.request.dto.js';
import { UpdateUserCommand } from './commands/update-user/update-user.command.js';
import { ChangeStatusDto } from './commands/change-user-status/change-user-status.request.dto.js';
import { ChangeUserStatusCommand } from './commands/change-user-status/change-user-status.command.js';

/** HTTP to the staff accounts' commands and queries and back. */
@ApiTags('users')
@Controller('v1/users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ForStaff('users.read')
  @ApiOperation({ summary: 'Staff accounts, filtered (search, role, status), sorted and paged' })
  async list(@Query() query: ListUsersRequestDto) {
    const page = readPage(query as Record<string, unknown>);
    const { rows, total } = await this.queries.execute(new ListUsersQuery(query, page));
    return collection('users', rows.map(staffUserAttributes), page, total);
  }

  @Get(':id')
  @ForStaff('users.read')
  async get(@Param('id') id: string) {
    return document(resource('users', staffUserAttributes(await this.queries.execute(new GetUserQuery(id)))));
  }

  @Post()
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Creates a staff account with roles and an initial password' })
  async create(@Body() body: CreateUserDto, @Caller() caller: Principal) {
    return document(resource('users', staffUserAttributes(await this.commands.execute(new CreateUserCommand(body, principalId(caller))))));
  }

  @Patch(':id')
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Edits a staff account at the version the admin saw (409 when stale)' })
  async update(@Param('id') id: string, @Body() body: UpdateUserDto, @Caller() caller: Principal) {
    return document(
      resource('users', staffUserAttributes(await this.commands.execute(new UpdateUserCommand(id, body, principalId(caller))))),
    );
  }

  @Put(':id/activate')
  @ForStaff('users.manage')
  @Idempotent()
  async activate(@Param('id') id: string, @Body() body: ChangeStatusDto, @Caller() caller: Principal) {
    return document(
      resource(
        'users',
        staffUserAttributes(
          await this.commands.execute(new ChangeUserStatusCommand(id, 'active', body.reason, body.version, principalId(caller))),
        ),
      ),
    );
  }

  @Put(':id/deactivate')
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Deactivates a staff account: its sessions end at once and it can no longer sign in' })
  async deactivate(@Param('id') id: string, @Body() body: ChangeStatusDto, @Caller() caller: Principal) {
    return document(
      resource(
        'users',
        staffUserAttributes(
          await this.commands.execute(new ChangeUserStatusCommand(id, 'inactive', body.reason, body.version, principalId(caller))),
        ),
      ),
    );
  }
}
