import { Command } from '@nestjs/cqrs';
import type { CalendarActor, DayName, WorkingCalendarDay } from '#src/modules/working-time/working-calendar.source';
import type { WorkingTime } from '@registry/domain/working-time/calendar';

/** Declare a day (YYYY-MM-DD, local) that differs from the week, or change it (at `expected`, when given). */
export class SetWorkingCalendarDayCommand extends Command<WorkingCalendarDay> {
  constructor(
    readonly date: string,
    readonly day: { workingTime: WorkingTime; name: DayName | null },
    readonly by: CalendarActor,
    /** The day's version the change was made on (0: no exception yet); undefined: not checked. */
    readonly expected?: number,
  ) {
    super();
  }
}
