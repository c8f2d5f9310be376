import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import type { WorkingCalendar, WorkingTime } from '@registry/domain/working-time/calendar';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

export type WorkingWeek = WorkingCalendar['week'];
export interface DayName {
  ckb: string;
  en: string;
  ar: string;
  kmr: string;
}

/** The single row of `working_calendar_settings`. */
export interface WorkingCalendarSettings {
  utcOffsetMinutes: number;
  week: WorkingWeek;
  opens: string;
  closes: string;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** A day that differs from the week (`working_calendar_days`). */
export interface WorkingCalendarDay {
  /** YYYY-MM-DD, local. */
  date: string;
  workingTime: WorkingTime;
  name: DayName | null;
  /** Moves on at every change of the day (the back office changes and removes it at the version it showed). */
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/**
 * The version a day change was made on: 0 for a day that has no exception yet (an addition),
 * else the day's version; undefined for a change made without looking (the v1 API's declare).
 */
export type DayVersion = number | undefined;

export interface WorkingCalendarChange {
  version: number;
  week: readonly WorkingTime[];
  opens: string;
  closes: string;
}

/** Who changes the calendar, for the security and administration log. */
export interface CalendarActor {
  actor: string;
  ip?: string;
}

export const SETTINGS = `utc_offset_minutes, week, opens, closes, version, updated_at, updated_by`;
export const DAYS = `to_char(day, 'YYYY-MM-DD') AS day, working_time, name, version, updated_at, updated_by`;

export interface SettingsRow {
  utc_offset_minutes: number;
  week: WorkingTime[];
  opens: string;
  closes: string;
  version: number;
  updated_at: Date;
  updated_by: string;
}
export interface DayRow {
  day: string;
  working_time: WorkingTime;
  name: DayName | null;
  version: number;
  updated_at: Date;
  updated_by: string;
}

export const settingsOf = (r: SettingsRow): WorkingCalendarSettings => ({
  utcOffsetMinutes: r.utc_offset_minutes,
  week: r.week as unknown as WorkingWeek,
  opens: r.opens,
  closes: r.closes,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
  updatedBy: r.updated_by,
});
export const dayOf = (r: DayRow): WorkingCalendarDay => ({
  date: r.day,
  workingTime: r.working_time,
  name: r.name,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
  updatedBy: r.updated_by,
});

/** The local day ("YYYY-MM-DD") an instant falls in, on a clock `utcOffsetMinutes` east of UTC. */
export function localDate(at: Date, utcOffsetMinutes: number): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The working calendar kept as data: the settings row and the exceptional days, read as a
 * `WorkingCalendar` for the service-level computations, and changed by reference managers (the
 * changes are the use cases of `commands/`, each written through `write`).
 *
 * `current()` is cached in memory for `CACHE_MS`: a change made through this process is seen at
 * once (the cache is dropped when its transaction commits); a change made by another process is
 * seen within `CACHE_MS`.
 */
@Injectable()
export class WorkingCalendarSource {
  static readonly CACHE_MS = 5_000;

  /** The calendar read, or being read: set before the read starts, so that a change dropping it also drops a read begun before it. */
  private cached: { until: number; calendar: Promise<WorkingCalendar> } | undefined;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The calendar in force: the week, the office hours, and every exceptional day (past ones too, for old clocks). */
  current(): Promise<WorkingCalendar> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.calendar;
    const calendar = this.load();
    const entry = { until: now + WorkingCalendarSource.CACHE_MS, calendar };
    this.cached = entry;
    calendar.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return calendar;
  }

  /** Forget the cached calendar (done by every change through this process). */
  invalidate(): void {
    this.cached = undefined;
  }

  async settings(): Promise<WorkingCalendarSettings> {
    const { rows } = await this.pool.query<SettingsRow>(sql`SELECT ${Sql.raw(SETTINGS)} FROM working_calendar_settings`);
    return settingsOf(rows[0]!);
  }

  /** The exceptional days from `from` (YYYY-MM-DD) onwards, in date order. */
  async days(from: string): Promise<WorkingCalendarDay[]> {
    const { rows } = await this.pool.query<DayRow>(
      sql`SELECT ${Sql.raw(DAYS)} FROM working_calendar_days WHERE day >= ${from}::date ORDER BY day`,
    );
    return rows.map(dayOf);
  }

  /** The calendar as `session` sees it, uncached: a change's transaction reads the calendar it changes. */
  async read(session: Pick<pg.Pool, 'query'>): Promise<WorkingCalendar> {
    return this.load(session);
  }

  private async load(session: Pick<pg.Pool, 'query'> = this.pool): Promise<WorkingCalendar> {
    const [settings, days] = await Promise.all([
      session.query<SettingsRow>(sql`SELECT ${Sql.raw(SETTINGS)} FROM working_calendar_settings`).then(({ rows }) => settingsOf(rows[0]!)),
      session.query<{ day: string; working_time: WorkingTime }>(
        sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, working_time FROM working_calendar_days ORDER BY day`,
      ),
    ]);
    return {
      utcOffsetMinutes: settings.utcOffsetMinutes,
      week: settings.week,
      opens: settings.opens,
      closes: settings.closes,
      exceptions: new Map(days.rows.map((r) => [r.day, r.working_time])),
    };
  }

  /**
   * One transaction of a change (UpdateWorkingCalendar, SetWorkingCalendarDay,
   * RemoveWorkingCalendarDay); the cache is dropped once it has committed (or failed: it may have
   * been changed).
   */
  async write<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.pool, work);
    } finally {
      this.invalidate();
    }
  }
}
