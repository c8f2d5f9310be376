import { flatten, request } from '#src/providers/http';
import { ADMIN_API } from '#src/providers/data-provider';

/**
 * The working calendar's calls (docs/web-admin.md "Working calendar"): the v1 calendar routes
 * (read by everyone, changed by `reference.manage` at the version shown) and the back office's
 * preview of the due times a change moves.
 */
export type WorkingTime = 'off' | 'full_day' | 'working_hours';
export const WORKING_TIMES: readonly WorkingTime[] = ['working_hours', 'full_day', 'off'];
export type DayNames = { ckb: string; en: string; ar: string; kmr: string };

export interface CalendarDay {
  date: string;
  workingTime: WorkingTime;
  name: DayNames | null;
  version: number;
}

export interface WorkingCalendar {
  week: WorkingTime[];
  opens: string;
  closes: string;
  version: number;
  days: CalendarDay[];
}

/** A change not yet saved, as the preview takes it. */
export interface ProposedChange {
  week?: WorkingTime[];
  opens?: string;
  closes?: string;
  days?: Array<{ date: string; workingTime: WorkingTime }>;
  removeDays?: string[];
}

export interface DueTimeMove {
  id: string;
  kind: string;
  reference: string | null;
  name: string | null;
  level: 'answer' | 'processing';
  currentDueAt: string;
  newDueAt: string;
}

export interface CalendarPreview {
  openApplications: number;
  moves: DueTimeMove[];
}

const CALENDAR = '/api/v1/working-calendar';
const dayUrl = (date: string) => `${CALENDAR}/days/${encodeURIComponent(date)}`;

export async function readCalendar(): Promise<WorkingCalendar> {
  return flatten<WorkingCalendar>((await request(CALENDAR)).json.data);
}

export async function previewChange(change: ProposedChange): Promise<CalendarPreview> {
  return (await request<CalendarPreview>(`${ADMIN_API}/working-calendar/preview`, { method: 'POST', body: change })).json;
}

export async function saveWeek(change: { version: number; week: WorkingTime[]; opens: string; closes: string }): Promise<void> {
  await request(CALENDAR, { method: 'PUT', body: change });
}

/** Adds (version 0) or changes (the day's version) a day. */
export async function saveDay(date: string, day: { workingTime: WorkingTime; name: DayNames | null; version: number }): Promise<void> {
  await request(dayUrl(date), { method: 'PUT', body: day });
}

export async function removeDay(date: string, version: number): Promise<void> {
  await request(`${dayUrl(date)}?version=${version}`, { method: 'DELETE' });
}

/** "YYYY-MM-DD" naming a day the calendar has (no 2026-02-30): the domain's check, as the API's. */
export { isCalendarDate } from '@registry/domain/reference/civil-registry/rules';

/** The day of the week (0 Sunday) of a calendar date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
