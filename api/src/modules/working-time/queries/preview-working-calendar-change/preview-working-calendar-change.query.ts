import { Query } from '@nestjs/cqrs';
import type { WorkingTime } from '@registry/domain/working-time/calendar';
import type { ServiceLevelName } from '@registry/domain/working-time/service-levels';

/** A change of the calendar not yet saved: any of the week, the office hours, days set and days removed. */
export interface ProposedCalendarChange {
  week?: readonly WorkingTime[];
  opens?: string;
  closes?: string;
  days?: ReadonlyArray<{ date: string; workingTime: WorkingTime }>;
  removeDays?: readonly string[];
}

/** An open application's due time that the change moves. */
export interface DueTimeMove {
  id: string;
  kind: string;
  reference: string | null;
  name: string | null;
  status: string;
  /** Which promise: the e-mail answer (24 working hours) or the processing (2 working days). */
  level: ServiceLevelName;
  currentDueAt: string;
  newDueAt: string;
}

export interface CalendarChangePreview {
  /** Open applications looked at (those with a running clock). */
  openApplications: number;
  /** Every due time that moves, earliest current due time first. */
  moves: DueTimeMove[];
}

/** Which open applications' due times a proposed calendar change would move, and where to. */
export class PreviewWorkingCalendarChangeQuery extends Query<CalendarChangePreview> {
  constructor(readonly change: ProposedCalendarChange) {
    super();
  }
}
