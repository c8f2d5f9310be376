import { Controller, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ForSignedIn } from '#src/shared/http/access';
import { Caller, RequestLocale } from '#src/shared/http/request-context';
import { collection, pageMeta } from '#src/shared/http/json-api';
import { readPage } from '#src/shared/http/paging';
import { principalId, type Principal } from '#src/shared/http/principal';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { ListNotificationsRequestDto } from './queries/list-notifications/list-notifications.request.dto.js';
import { ListNotificationsQuery } from './queries/list-notifications/list-notifications.query.js';
import { MarkAllNotificationsReadCommand } from './commands/mark-all-notifications-read/mark-all-notifications-read.command.js';
import { MarkNotificationReadCommand } from './commands/mark-notification-read/mark-notification-read.command.js';

/** HTTP to the caller's notifications' commands and queries and back. */
@ApiTags('notifications')
@Controller('v1/notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ForSignedIn()
  @ApiOperation({ summary: 'The caller’s notifications: all, unread or read, newest first; meta.hasMore false means no more' })
  async list(@Caller() caller: Principal, @Query() query: ListNotificationsRequestDto, @RequestLocale() locale: Locale) {
    const page = readPage(query as Record<string, unknown>);
    const { rows, total, unread } = await this.queries.execute(
      new ListNotificationsQuery(principalId(caller), query.status ?? 'all', page, locale),
    );
    const doc = collection('notifications', rows, page, total);
    return { ...doc, meta: { ...pageMeta(page, total), unread } };
  }

  @Put('read-all')
  @ForSignedIn()
  @Idempotent({ required: false })
  @ApiOperation({ summary: 'Marks every notification of the caller as read' })
  async markAllRead(@Caller() caller: Principal) {
    return { meta: { marked: await this.commands.execute(new MarkAllNotificationsReadCommand(principalId(caller))) } };
  }

  @Put(':id/read')
  @ForSignedIn()
  @Idempotent({ required: false })
  @HttpCode(204)
  async markRead(@Caller() caller: Principal, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new MarkNotificationReadCommand(principalId(caller), id));
  }
}
