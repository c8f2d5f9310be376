/**
 * The working calendar behind every service-level promise of spec §1 and §9: an e-mail answer
 * within 24 working hours, processing within 2 working days. Pure: the calendar is data (week,
 * hours, public holidays) and time arrives as an argument.
 *
 * A day is `off`, `full_day` (all 24 hours count) or `working_hours` (only between the opening
 * and closing times), the enum of spec §3. The region keeps UTC+3 all year (no daylight saving),
 * so local days are computed with a fixed offset.
 */
export const WORKING_TIMES = ['off', 'full_day', 'working_hours'] as const;
export type WorkingTime = (typeof WORKING_TIMES)[number];

export interface WorkingCalendar {
  /** Minutes east of UTC of the region's clock (180 for Asia/Baghdad). */
  readonly utcOffsetMinutes: number;
  /** Sunday (0) to Saturday (6). */
  readonly week: readonly [WorkingTime, WorkingTime, WorkingTime, WorkingTime, WorkingTime, WorkingTime, WorkingTime];
  /** Opening and closing time of a `working_hours` day, "HH:MM" local. */
  readonly opens: string;
  readonly closes: string;
  /** Days that differ from the week ("YYYY-MM-DD" local): public holidays (`off`) and exceptions. */
  readonly exceptions: ReadonlyMap<string, WorkingTime>;
}

/** Sunday to Thursday, 08:00 to 15:00, UTC+3, no holidays: change with `withHolidays` and the settings. */
export const DEFAULT_CALENDAR: WorkingCalendar = {
  utcOffsetMinutes: 180,
  week: ['working_hours', 'working_hours', 'working_hours', 'working_hours', 'working_hours', 'off', 'off'],
  opens: '08:00',
  closes: '15:00',
  exceptions: new Map(),
};

export function withHolidays(calendar: WorkingCalendar, days: Iterable<[string, WorkingTime]>): WorkingCalendar {
  return { ...calendar, exceptions: new Map([...calendar.exceptions, ...days]) };
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
/** Ten years of days: a promise further out than that is a configuration with no working day. */
const MAX_DAYS = 3660;

function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The working window of the local day starting at `dayStart` (ms, UTC instant of local midnight). */
function windowOf(calendar: WorkingCalendar, dayStart: number): [number, number] | null {
  const local = new Date(dayStart + calendar.utcOffsetMinutes * MINUTE);
  const key = local.toISOString().slice(0, 10);
  const kind = calendar.exceptions.get(key) ?? calendar.week[local.getUTCDay()]!;
  if (kind === 'off') return null;
  if (kind === 'full_day') return [dayStart, dayStart + DAY_MINUTES * MINUTE];
  return [dayStart + minutesOf(calendar.opens) * MINUTE, dayStart + minutesOf(calendar.closes) * MINUTE];
}

/** The UTC instant of local midnight of the local day `at` falls in. */
function localDayStart(calendar: WorkingCalendar, at: number): number {
  const offset = calendar.utcOffsetMinutes * MINUTE;
  return Math.floor((at + offset) / (DAY_MINUTES * MINUTE)) * DAY_MINUTES * MINUTE - offset;
}

/** The instant `hours` working hours after `from` (a promise made at `from` falls due then). */
export function addWorkingHours(calendar: WorkingCalendar, from: Date, hours: number): Date {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError(`working hours must be zero or more: ${hours}`);
  let remaining = Math.round(hours * 60) * MINUTE;
  let cursor = from.getTime();
  let day = localDayStart(calendar, cursor);
  for (let i = 0; i <= MAX_DAYS; i++, day += DAY_MINUTES * MINUTE) {
    const window = windowOf(calendar, day);
    if (!window) continue;
    const start = Math.max(cursor, window[0]);
    if (start >= window[1]) continue;
    if (remaining === 0) return new Date(start);
    const available = window[1] - start;
    if (remaining <= available) return new Date(start + remaining);
    remaining -= available;
    cursor = window[1];
  }
  throw new RangeError('the calendar has no working time within ten years');
}

/** The working hours of `n` full working days (a working day counts its window's length). */
export function addWorkingDays(calendar: WorkingCalendar, from: Date, days: number): Date {
  return addWorkingHours(calendar, from, days * ((minutesOf(calendar.closes) - minutesOf(calendar.opens)) / 60));
}

/** Working hours between two instants (0 when `to` is not after `from`). */
export function workingHoursBetween(calendar: WorkingCalendar, from: Date, to: Date): number {
  const end = to.getTime();
  const cursor = from.getTime();
  if (end <= cursor) return 0;
  let total = 0;
  for (let day = localDayStart(calendar, cursor); day < end; day += DAY_MINUTES * MINUTE) {
    const window = windowOf(calendar, day);
    if (!window) continue;
    const start = Math.max(cursor, window[0]);
    const stop = Math.min(end, window[1]);
    if (stop > start) total += stop - start;
  }
  return total / (60 * MINUTE);
}

/** Whether a promise made at `from` for `hours` working hours is overdue at `now`. */
export function isOverdue(calendar: WorkingCalendar, from: Date, hours: number, now: Date): boolean {
  return now.getTime() > addWorkingHours(calendar, from, hours).getTime();
}

/**
 * A due time as it is told to people: unchanged inside a working window; outside one, the close
 * of the working day it belongs to. The answer's promise counts whole days (service-levels.ts),
 * so it can fall due at 01:10, which beside "working hours 08:00–15:00" reads as a night shift:
 * the ministry answers within that working day, so its close is what is shown. Local midnight
 * ends the day before; an instant on a day off belongs to the last working day before it.
 * Not used to decide what is overdue: that stays on the exact instant.
 */
export function dueTimeAsShown(calendar: WorkingCalendar, due: Date): Date {
  const at = due.getTime();
  let day = localDayStart(calendar, at);
  if (day === at) day -= DAY_MINUTES * MINUTE;
  for (let i = 0; i <= MAX_DAYS; i++, day -= DAY_MINUTES * MINUTE) {
    const window = windowOf(calendar, day);
    if (!window) continue;
    return at >= window[0] && at <= window[1] ? due : new Date(window[1]);
  }
  throw new RangeError('the calendar has no working time within ten years');
}
