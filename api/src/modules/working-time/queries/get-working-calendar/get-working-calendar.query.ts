import { Query } from '@nestjs/cqrs';
import type { WorkingCalendarDay, WorkingCalendarSettings } from '#src/modules/working-time/working-calendar.source';

/** The calendar's settings and its exceptional days from a date on. */
export interface WorkingCalendarView {
  settings: WorkingCalendarSettings;
  days: WorkingCalendarDay[];
}

/** The working calendar, with the exceptional days from `from` (YYYY-MM-DD; default: today, local). */
export class GetWorkingCalendarQuery extends Query<WorkingCalendarView> {
  constructor(readonly from?: string) {
    super();
  }
}
