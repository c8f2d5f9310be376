import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { localDate, WorkingCalendarSource, type WorkingCalendarSettings } from '#src/modules/working-time/working-calendar.source';
import { GetWorkingCalendarQuery, type WorkingCalendarView } from './get-working-calendar.query.js';

/** The view of `settings` with its days from `from`, or from today in the calendar's own time zone. */
export async function calendarView(
  calendars: WorkingCalendarSource,
  settings: WorkingCalendarSettings,
  from?: string,
): Promise<WorkingCalendarView> {
  const days = await calendars.days(from ?? localDate(new Date(), settings.utcOffsetMinutes));
  return { settings, days };
}

@QueryHandler(GetWorkingCalendarQuery)
export class GetWorkingCalendarHandler implements IQueryHandler<GetWorkingCalendarQuery> {
  constructor(private readonly calendars: WorkingCalendarSource) {}

  async execute(query: GetWorkingCalendarQuery): Promise<WorkingCalendarView> {
    return calendarView(this.calendars, await this.calendars.settings(), query.from);
  }
}
