/**
 * The registry's service-level promises (spec §1, §9), evaluated on the working calendar. Pure:
 * the calendar and the time are arguments.
 *
 * - `answer`: an e-mail answer "within 24 working hours". Counted in whole working days: every
 *   hour of a working day counts, as though each `working_hours` day were a `full_day`, so 24
 *   working hours are one working day. Counted on the office window instead (08:00 to 15:00, 7
 *   hours a day), 24 hours would be three and a half working days: the promise of an answer would
 *   fall due later than the promise of the whole processing ("about 2 working days"), which is
 *   not what the ministry says to applicants.
 * - `processing`: "about 2 working days" (`addWorkingDays`: two office windows of working time).
 */
import { addWorkingDays, addWorkingHours, type WorkingCalendar, type WorkingTime } from './calendar.js';

export type ServiceLevel =
  /** `hours` working hours, every hour of a working day counting (a working day is 24 of them). */
  | { readonly kind: 'whole-day-hours'; readonly hours: number }
  /** `days` working days of the calendar (`addWorkingDays`). */
  | { readonly kind: 'working-days'; readonly days: number };

export const SERVICE_LEVELS = {
  answer: { kind: 'whole-day-hours', hours: 24 },
  processing: { kind: 'working-days', days: 2 },
} as const satisfies Record<string, ServiceLevel>;

export type ServiceLevelName = keyof typeof SERVICE_LEVELS;
export const SERVICE_LEVEL_NAMES = Object.keys(SERVICE_LEVELS) as ServiceLevelName[];

const levelOf = (level: ServiceLevelName | ServiceLevel): ServiceLevel => (typeof level === 'string' ? SERVICE_LEVELS[level] : level);

const wholeDay = (time: WorkingTime): WorkingTime => (time === 'working_hours' ? 'full_day' : time);

/** The calendar on which every working day counts all its 24 hours (`working_hours` → `full_day`, in the week and the exceptions). */
export function wholeDayCalendar(calendar: WorkingCalendar): WorkingCalendar {
  return {
    ...calendar,
    week: calendar.week.map(wholeDay) as unknown as WorkingCalendar['week'],
    exceptions: new Map([...calendar.exceptions].map(([day, time]) => [day, wholeDay(time)])),
  };
}

/** Working hours a level promises, as counted on the calendar it is evaluated on (processing: two office windows). */
export function serviceLevelHours(calendar: Pick<WorkingCalendar, 'opens' | 'closes'>, level: ServiceLevelName | ServiceLevel): number {
  const l = levelOf(level);
  if (l.kind === 'whole-day-hours') return l.hours;
  const [openH, openM] = calendar.opens.split(':').map(Number) as [number, number];
  const [closeH, closeM] = calendar.closes.split(':').map(Number) as [number, number];
  return (l.days * (closeH * 60 + closeM - (openH * 60 + openM))) / 60;
}

/** The due-time function of a level on a calendar (the whole-day calendar built once, not per call). */
function dueFunction(calendar: WorkingCalendar, level: ServiceLevelName | ServiceLevel): (since: number) => number {
  const l = levelOf(level);
  if (l.kind === 'whole-day-hours') {
    const whole = wholeDayCalendar(calendar);
    return (since) => addWorkingHours(whole, new Date(since), l.hours).getTime();
  }
  return (since) => addWorkingDays(calendar, new Date(since), l.days).getTime();
}

/** When a promise of `level` made at `since` falls due. Monotone non-decreasing in `since`. */
export function dueTime(calendar: WorkingCalendar, level: ServiceLevelName | ServiceLevel, since: Date): Date {
  return new Date(dueFunction(calendar, level)(since.getTime()));
}

/** Whether a promise of `level` made at `since` is overdue at `now` (strictly after its due time). */
export function isPastDue(calendar: WorkingCalendar, level: ServiceLevelName | ServiceLevel, since: Date, now: Date): boolean {
  return now.getTime() > dueTime(calendar, level, since).getTime();
}

const TEN_YEARS_MS = 3653 * 24 * 3600_000;

/**
 * The instant c such that a clock of `level` started at s is overdue at `now` (now > dueTime(s))
 * exactly when s < c: SQL then filters overdue rows with `since < $cutoff` and sorts them by
 * `since`, which is also their order by due time.
 *
 * dueTime is monotone non-decreasing in s, so the starts that are overdue at `now` form a prefix
 * of the time line and c is the first millisecond that is not. It is found by binary search to
 * the millisecond between now − 10 years (assumed overdue: every level is far shorter than ten
 * years on any calendar with working time; one without any throws, as `addWorkingHours` does)
 * and `now` (never overdue: a due time is never before its start), about 40 evaluations.
 */
export function overdueCutoff(calendar: WorkingCalendar, level: ServiceLevelName | ServiceLevel, now: Date): Date {
  const due = dueFunction(calendar, level);
  const at = now.getTime();
  let lo = at - TEN_YEARS_MS;
  let hi = at;
  // Nothing since ten years ago is overdue yet: only earlier starts are (assumed, see above).
  if (due(lo) >= at) return new Date(lo);
  // Invariant: lo is overdue (due(lo) < at), hi is not (due(hi) >= at); by monotonicity so is
  // everything before lo, and nothing after hi.
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (due(mid) < at) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}
