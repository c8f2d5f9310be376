import { Command } from '@nestjs/cqrs';
import type { CalendarActor } from '#src/modules/working-time/working-calendar.source';

/** Remove a day's exception (YYYY-MM-DD, local): it follows the week again; 404 when it had none. */
export class RemoveWorkingCalendarDayCommand extends Command<void> {
  constructor(
    readonly date: string,
    readonly by: CalendarActor,
    /** The day's version the removal was asked on; undefined: not checked. */
    readonly expected?: number,
  ) {
    super();
  }
}
