import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkingCalendarSource, type WorkingCalendarDay } from '#src/modules/working-time/working-calendar.source';
import { SetWorkingCalendarDayCommand } from './set-working-calendar-day.command.js';

@CommandHandler(SetWorkingCalendarDayCommand)
export class SetWorkingCalendarDayHandler implements ICommandHandler<SetWorkingCalendarDayCommand> {
  constructor(private readonly calendars: WorkingCalendarSource) {}

  execute({ date, day, by, expected }: SetWorkingCalendarDayCommand): Promise<WorkingCalendarDay> {
    return this.calendars.setDay(date, day, by, expected);
  }
}
