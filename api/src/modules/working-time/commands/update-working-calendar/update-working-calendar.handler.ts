import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkingCalendarSource } from '#src/modules/working-time/working-calendar.source';
import { calendarView } from '#src/modules/working-time/queries/get-working-calendar/get-working-calendar.handler';
import type { WorkingCalendarView } from '#src/modules/working-time/queries/get-working-calendar/get-working-calendar.query';
import { UpdateWorkingCalendarCommand } from './update-working-calendar.command.js';

@CommandHandler(UpdateWorkingCalendarCommand)
export class UpdateWorkingCalendarHandler implements ICommandHandler<UpdateWorkingCalendarCommand> {
  constructor(private readonly calendars: WorkingCalendarSource) {}

  async execute({ change, by }: UpdateWorkingCalendarCommand): Promise<WorkingCalendarView> {
    return calendarView(this.calendars, await this.calendars.update(change, by));
  }
}
