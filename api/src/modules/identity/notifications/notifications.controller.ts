import { Controller, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ForSignedIn } from '../../../shared/http/access.js';
import { Caller, RequestLocale } from '../../../shared/http/request-context.js';
import { collection, pageMeta } from '../../../shared/http/json-api.js';
import { readPage } from '../../../shared/http/paging.js';
import { principalId, type Principal } from '../../../shared/http/principal.js';
import { LOCALES, type Locale } from '@registry/domain/shared/i18n/locale';
import { Idempotent } from '../../../shared/idempotency/idempotency.interceptor.js';
import { Notifications, type NotificationFilter } from './notifications.service.js';

export class ListNotificationsQuery {
  @IsOptional() @IsIn(['all', 'unread', 'read']) status?: NotificationFilter;
  @IsOptional() @Matches(/^\d{1,9}$/) page?: string;
  @IsOptional() @Matches(/^\d{1,9}$/) rowsPerPage?: string;
  @IsOptional() @IsIn(LOCALES) locale?: string;
}

@ApiTags('notifications')
@Controller('v1/notifications')
export class NotificationsController {
  constructor(private readonly notifications: Notifications) {}

  @Get()
  @ForSignedIn()
  @ApiOperation({ summary: 'The caller’s notifications: all, unread or read, newest first; meta.hasMore false means no more' })
  async list(@Caller() caller: Principal, @Query() query: ListNotificationsQuery, @RequestLocale() locale: Locale) {
    const page = readPage(query as Record<string, unknown>);
    const { rows, total, unread } = await this.notifications.list(principalId(caller), query.status ?? 'all', page, locale);
    const doc = collection('notifications', rows, page, total);
    return { ...doc, meta: { ...pageMeta(page, total), unread } };
  }

  @Put('read-all')
  @ForSignedIn()
  @Idempotent({ required: false })
  @ApiOperation({ summary: 'Marks every notification of the caller as read' })
  async markAllRead(@Caller() caller: Principal) {
    return { meta: { marked: await this.notifications.markAllRead(principalId(caller)) } };
  }

  @Put(':id/read')
  @ForSignedIn()
  @Idempotent({ required: false })
  @HttpCode(204)
  async markRead(@Caller() caller: Principal, @Param('id') id: string): Promise<void> {
    await this.notifications.markRead(principalId(caller), id);
  }
}
