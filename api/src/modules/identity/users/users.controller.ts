import { Body, Controller, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ForStaff } from '../../../shared/http/access.js';
import { Caller } from '../../../shared/http/request-context.js';
import { collection, document, resource } from '../../../shared/http/json-api.js';
import { readPage } from '../../../shared/http/paging.js';
import { principalId, type Principal } from '../../../shared/http/principal.js';
import { Idempotent } from '../../../shared/idempotency/idempotency.interceptor.js';
import { staffUserAttributes } from './staff-users.repository.js';
import { UsersService } from './users.service.js';
import { ChangeStatusDto, CreateUserDto, ListUsersQuery, UpdateUserDto } from './users.dto.js';

@ApiTags('users')
@Controller('v1/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ForStaff('users.read')
  @ApiOperation({ summary: 'Staff accounts, filtered (search, role, status), sorted and paged' })
  async list(@Query() query: ListUsersQuery) {
    const page = readPage(query as Record<string, unknown>);
    const { rows, total } = await this.users.list(query, page);
    return collection('users', rows.map(staffUserAttributes), page, total);
  }

  @Get(':id')
  @ForStaff('users.read')
  async get(@Param('id') id: string) {
    return document(resource('users', staffUserAttributes(await this.users.get(id))));
  }

  @Post()
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Creates a staff account with roles and an initial password' })
  async create(@Body() body: CreateUserDto, @Caller() caller: Principal) {
    return document(resource('users', staffUserAttributes(await this.users.create(body, principalId(caller)))));
  }

  @Patch(':id')
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Edits a staff account at the version the admin saw (409 when stale)' })
  async update(@Param('id') id: string, @Body() body: UpdateUserDto, @Caller() caller: Principal) {
    return document(resource('users', staffUserAttributes(await this.users.update(id, body, principalId(caller)))));
  }

  @Put(':id/activate')
  @ForStaff('users.manage')
  @Idempotent()
  async activate(@Param('id') id: string, @Body() body: ChangeStatusDto, @Caller() caller: Principal) {
    return document(resource('users', staffUserAttributes(await this.users.setStatus(id, 'active', body.reason, body.version, principalId(caller)))));
  }

  @Put(':id/deactivate')
  @ForStaff('users.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Deactivates a staff account: its sessions end at once and it can no longer sign in' })
  async deactivate(@Param('id') id: string, @Body() body: ChangeStatusDto, @Caller() caller: Principal) {
    return document(resource('users', staffUserAttributes(await this.users.setStatus(id, 'inactive', body.reason, body.version, principalId(caller)))));
  }
}
