import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { ForStaff, PublicRead } from '#src/shared/http/access';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { document, resource } from '#src/shared/http/json-api';
import { Caller } from '#src/shared/http/request-context';
import { principalId, type Principal } from '#src/shared/http/principal';
import type { WorkingCalendar } from '@registry/domain/working-time/calendar';
import { SERVICE_LEVELS, serviceLevelHours } from '@registry/domain/working-time/service-levels';
import { WorkingCalendarDayParams } from './working-calendar.dto.js';
import type { CalendarActor, WorkingCalendarDay } from './working-calendar.source.js';
import { GetWorkingCalendarQuery, type WorkingCalendarView } from './queries/get-working-calendar/get-working-calendar.query.js';
import { WorkingCalendarQuery } from './queries/get-working-calendar/get-working-calendar.request.dto.js';
import { UpdateWorkingCalendarCommand } from './commands/update-working-calendar/update-working-calendar.command.js';
import { UpdateWorkingCalendarDto } from './commands/update-working-calendar/update-working-calendar.request.dto.js';
import { SetWorkingCalendarDayCommand } from './commands/set-working-calendar-day/set-working-calendar-day.command.js';
import {
  PutWorkingCalendarDayDto,
  RemoveWorkingCalendarDayQuery,
} from './commands/set-working-calendar-day/set-working-calendar-day.request.dto.js';
import { RemoveWorkingCalendarDayCommand } from './commands/remove-working-calendar-day/remove-working-calendar-day.command.js';
import '@registry/domain/working-time/messages';

export const WORKING_CALENDAR = 'working-calendars';
export const WORKING_CALENDAR_DAY = 'working-calendar-days';
const BASE = '/api/v1/working-calendar';

/** What the two promises of spec §1 and §9 amount to on a calendar, in working hours. */
export function serviceLevelsOf(cal: Pick<WorkingCalendar, 'opens' | 'closes'>) {
  return {
    answer: { workingHours: serviceLevelHours(cal, 'answer'), counting: 'whole-days' as const },
    processing: {
      workingDays: SERVICE_LEVELS.processing.days,
      workingHours: serviceLevelHours(cal, 'processing'),
      counting: 'office-hours' as const,
    },
  };
}

/** A day as the public sees it (who changed it stays in the administration log). */
const publicDay = (d: WorkingCalendarDay) => ({ date: d.date, workingTime: d.workingTime, name: d.name, version: d.version });

const dayResource = (d: WorkingCalendarDay) =>
  resource(WORKING_CALENDAR_DAY, { id: d.date, ...publicDay(d), updatedAt: d.updatedAt }, { self: `${BASE}/days/${d.date}` });

const actorOf = (caller: Principal, req: FastifyRequest): CalendarActor => ({ actor: principalId(caller), ip: req.ip ?? '' });

function calendarDocument({ settings, days }: WorkingCalendarView) {
  const { updatedBy: _updatedBy, ...shown } = settings;
  return document(
    resource(
      WORKING_CALENDAR,
      { id: 'current', ...shown, days: days.map(publicDay), serviceLevels: serviceLevelsOf(settings) },
      { self: BASE },
    ),
  );
}

/** HTTP to the calendar's commands and queries and back. */
@ApiTags('working calendar')
@Controller('v1/working-calendar')
export class WorkingCalendarController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @PublicRead()
  @ApiOperation({
    summary:
      'The working calendar: the week, office hours, the exceptional days from today (or `from`) on, and the service levels in working hours',
  })
  async get(@Query() query: WorkingCalendarQuery) {
    return calendarDocument(await this.queries.execute(new GetWorkingCalendarQuery(query.from)));
  }

  @Put()
  @HttpCode(200)
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Replace the week and the office hours; `version` must be the current one (409 stale-version otherwise)' })
  async update(@Body() body: UpdateWorkingCalendarDto, @Caller() caller: Principal, @Req() req: FastifyRequest) {
    const change = { version: body.version, week: body.week, opens: body.opens, closes: body.closes };
    return calendarDocument(await this.commands.execute(new UpdateWorkingCalendarCommand(change, actorOf(caller, req))));
  }

  @Put('days/:date')
  @HttpCode(200)
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({
    summary:
      'Declare a day that differs from the week: a public holiday (off), a worked day (working_hours) or a full day; with `version` (0 for a new day) a stale one is a 409',
  })
  async setDay(
    @Param() params: WorkingCalendarDayParams,
    @Body() body: PutWorkingCalendarDayDto,
    @Caller() caller: Principal,
    @Req() req: FastifyRequest,
  ) {
    const name = body.name ? { ckb: body.name.ckb, en: body.name.en, ar: body.name.ar, kmr: body.name.kmr } : null;
    return document(
      dayResource(
        await this.commands.execute(
          new SetWorkingCalendarDayCommand(params.date, { workingTime: body.workingTime, name }, actorOf(caller, req), body.version),
        ),
      ),
    );
  }

  @Delete('days/:date')
  @HttpCode(204)
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Remove a day’s exception: it follows the week again (404 when it had none; `?version=` a stale one is a 409)' })
  async removeDay(
    @Param() params: WorkingCalendarDayParams,
    @Query() query: RemoveWorkingCalendarDayQuery,
    @Caller() caller: Principal,
    @Req() req: FastifyRequest,
  ): Promise<void> {
    await this.commands.execute(new RemoveWorkingCalendarDayCommand(params.date, actorOf(caller, req), query.version));
  }
}
