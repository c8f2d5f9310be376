import { Command } from '@nestjs/cqrs';
import type { CalendarActor, WorkingCalendarChange } from '../../working-calendar.source.js';
import type { WorkingCalendarView } from '../../queries/get-working-calendar/get-working-calendar.query.js';

/** Replace the week and the office hours on `change.version`; answers the calendar as saved. */
export class UpdateWorkingCalendarCommand extends Command<WorkingCalendarView> {
  constructor(
    readonly change: WorkingCalendarChange,
    readonly by: CalendarActor,
  ) {
    super();
  }
}
