import { Command } from '@nestjs/cqrs';
import type { CalendarActor, WorkingCalendarChange } from '#src/modules/working-time/working-calendar.source';
import type { WorkingCalendarView } from '#src/modules/working-time/queries/get-working-calendar/get-working-calendar.query';

/** Replace the week and the office hours on `change.version`; answers the calendar as saved. */
export class UpdateWorkingCalendarCommand extends Command<WorkingCalendarView> {
  constructor(
    readonly change: WorkingCalendarChange,
    readonly by: CalendarActor,
  ) {
    super();
  }
}
