import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkingCalendarSource } from '../../working-calendar.source.js';
import { calendarView } from '../../queries/get-working-calendar/get-working-calendar.handler.js';
import type { WorkingCalendarView } from '../../queries/get-working-calendar/get-working-calendar.query.js';
import { UpdateWorkingCalendarCommand } from './update-working-calendar.command.js';

@CommandHandler(UpdateWorkingCalendarCommand)
export class UpdateWorkingCalendarHandler implements ICommandHandler<UpdateWorkingCalendarCommand> {
  constructor(private readonly calendars: WorkingCalendarSource) {}

  async execute({ change, by }: UpdateWorkingCalendarCommand): Promise<WorkingCalendarView> {
    return calendarView(this.calendars, await this.calendars.update(change, by));
  }
}
