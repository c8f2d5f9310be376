import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ForStaff } from '#src/shared/http/access';
import {
  PreviewWorkingCalendarChangeQuery,
  type CalendarChangePreview,
} from './queries/preview-working-calendar-change/preview-working-calendar-change.query.js';
import { PreviewWorkingCalendarChangeDto } from './queries/preview-working-calendar-change/preview-working-calendar-change.request.dto.js';
import '@registry/domain/working-time/messages';

/**
 * The back office's calendar screen (issue 24 §2): before a change is saved through the v1
 * calendar routes, which open applications' due times it moves. A read (nothing is stored), sent
 * as a POST because the change is a body; plain JSON as the back office's other routes answer.
 */
@ApiTags('back office')
@Controller('admin/working-calendar')
export class WorkingCalendarAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Post('preview')
  @HttpCode(200)
  @ForStaff('reference.manage', 'applications.read')
  @ApiOperation({
    summary: 'The due times of open applications a proposed calendar change would move (current → new), earliest first; nothing is saved',
  })
  async preview(
    @Body() body: PreviewWorkingCalendarChangeDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CalendarChangePreview> {
    reply.header('Cache-Control', 'no-store');
    const change = {
      week: body.week,
      opens: body.opens,
      closes: body.closes,
      days: body.days?.map((d) => ({ date: d.date, workingTime: d.workingTime })),
      removeDays: body.removeDays,
    };
    return this.queries.execute(new PreviewWorkingCalendarChangeQuery(change));
  }
}
