import { Controller, Get, HttpCode, Param, Put, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { IsIn, IsOptional } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { ForStaff } from '#src/shared/http/access';
import { Caller, RequestLocale } from '#src/shared/http/request-context';
import { principalId, type Principal } from '#src/shared/http/principal';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { NotificationFilter } from '#src/modules/identity/notifications/recipient-notifications';
import { ListNotificationsQuery } from '../identity/notifications/queries/list-notifications/list-notifications.query.js';
import { MarkAllNotificationsReadCommand } from '../identity/notifications/commands/mark-all-notifications-read/mark-all-notifications-read.command.js';
import { MarkNotificationReadCommand } from '../identity/notifications/commands/mark-notification-read/mark-notification-read.command.js';
import { JsonServerDialect, JsonServerQuery, listed, readRange, readSort } from './json-server.js';

export class AdminNotificationsQuery extends JsonServerQuery {
  @IsOptional() @IsIn(['all', 'unread', 'read']) status?: NotificationFilter;
}

/**
 * The signed-in member of staff's own notifications (`/api/admin/notifications`), over the
 * identity module's notification commands and queries: all, unread or read, newest first; the unread count in
 * `X-Unread-Count`; mark one or all as read.
 */
@ApiTags('back office')
@Controller('admin/notifications')
@UseInterceptors(JsonServerDialect)
export class AdminNotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ForStaff()
  @ApiOperation({ summary: 'The caller’s notifications, newest first: status=all|unread|read; X-Total-Count, X-Unread-Count' })
  async list(
    @Query() query: AdminNotificationsQuery,
    @Caller() caller: Principal,
    @RequestLocale() locale: Locale,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const page = readRange(query, 100);
    // Newest first is the only order the store keeps; asking for it by name is allowed.
    readSort(query, ['created_at'] as const, { field: 'created_at', descending: true }, { id: 'created_at' });
    const { rows, total, unread } = await this.queries.execute(
      new ListNotificationsQuery(principalId(caller), query.status ?? 'all', page, locale),
    );
    res.header('X-Unread-Count', String(unread));
    const wanted = query.id ? new Set(query.id) : undefined;
    const selected = wanted ? rows.filter((n) => wanted.has(n.id)) : rows;
    return listed(selected, wanted ? selected.length : total);
  }

  @Put('read-all')
  @HttpCode(200)
  @ForStaff()
  @Idempotent()
  @ApiOperation({ summary: 'Marks every notification of the caller as read; answers how many were marked' })
  async markAllRead(@Caller() caller: Principal) {
    return { marked: await this.commands.execute(new MarkAllNotificationsReadCommand(principalId(caller))) };
  }

  @Put(':id/read')
  @HttpCode(200)
  @ForStaff()
  @Idempotent()
  @ApiOperation({ summary: 'Marks one notification of the caller as read' })
  async markRead(@Param('id') id: string, @Caller() caller: Principal) {
    await this.commands.execute(new MarkNotificationReadCommand(principalId(caller), id));
    return { id, status: 'read' };
  }
}
