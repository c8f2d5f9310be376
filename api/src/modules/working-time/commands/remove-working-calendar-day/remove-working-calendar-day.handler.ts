import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkingCalendarSource } from '#src/modules/working-time/working-calendar.source';
import { RemoveWorkingCalendarDayCommand } from './remove-working-calendar-day.command.js';

@CommandHandler(RemoveWorkingCalendarDayCommand)
export class RemoveWorkingCalendarDayHandler implements ICommandHandler<RemoveWorkingCalendarDayCommand> {
  constructor(private readonly calendars: WorkingCalendarSource) {}

  execute({ date, by, expected }: RemoveWorkingCalendarDayCommand): Promise<void> {
    return this.calendars.removeDay(date, by, expected);
  }
}
