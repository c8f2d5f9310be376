import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module.js';
import { WorkingCalendarController } from './working-calendar.controller.js';
import { WorkingCalendarAdminController } from './working-calendar.admin.controller.js';
import { PreviewWorkingCalendarChangeHandler } from './queries/preview-working-calendar-change/preview-working-calendar-change.handler.js';
import { WorkingCalendarSource } from './working-calendar.source.js';
import { GetWorkingCalendarHandler } from './queries/get-working-calendar/get-working-calendar.handler.js';
import { UpdateWorkingCalendarHandler } from './commands/update-working-calendar/update-working-calendar.handler.js';
import { SetWorkingCalendarDayHandler } from './commands/set-working-calendar-day/set-working-calendar-day.handler.js';
import { RemoveWorkingCalendarDayHandler } from './commands/remove-working-calendar-day/remove-working-calendar-day.handler.js';
import '@registry/domain/working-time/messages';

/**
 * The working calendar kept as data (week, office hours, public holidays), read by everyone and
 * changed by reference managers; `WorkingCalendarSource` gives the other modules the calendar in
 * force for the service levels of `domain/service-levels.ts`.
 */
@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [WorkingCalendarController, WorkingCalendarAdminController],
  providers: [
    WorkingCalendarSource,
    GetWorkingCalendarHandler,
    UpdateWorkingCalendarHandler,
    SetWorkingCalendarDayHandler,
    RemoveWorkingCalendarDayHandler,
    PreviewWorkingCalendarChangeHandler,
  ],
  exports: [WorkingCalendarSource],
})
export class WorkingTimeModule {}
