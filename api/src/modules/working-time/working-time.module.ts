import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { WorkingCalendarController } from './working-calendar.controller.js';
import { WorkingCalendarSource } from './working-calendar.source.js';
import '@registry/domain/working-time/messages';

/**
 * The working calendar kept as data (week, office hours, public holidays), read by everyone and
 * changed by reference managers; `WorkingCalendarSource` gives the other modules the calendar in
 * force for the service levels of `domain/service-levels.ts`.
 */
@Module({
  imports: [IdentityModule],
  controllers: [WorkingCalendarController],
  providers: [WorkingCalendarSource],
  exports: [WorkingCalendarSource],
})
export class WorkingTimeModule {}
