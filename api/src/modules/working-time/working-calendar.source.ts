import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { conflict, notFound } from '@registry/domain/shared/domain-error';
import { earlierTryCommitted, noteCommitted, staleUnlessCommitted } from '#src/shared/idempotency/idempotency-context';
import { SecurityLog } from '../identity/infrastructure/security-log.js';
import type { WorkingCalendar, WorkingTime } from '@registry/domain/working-time/calendar';
import { inTransaction } from '#src/infrastructure/database/transaction';

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

/** Administration events of the calendar (written to `security_log`, which takes any event name). */

const SETTINGS = `utc_offset_minutes, week, opens, closes, version, updated_at, updated_by`;
const DAYS = `to_char(day, 'YYYY-MM-DD') AS day, working_time, name, version, updated_at, updated_by`;

interface SettingsRow {
  utc_offset_minutes: number;
  week: WorkingTime[];
  opens: string;
  closes: string;
  version: number;
  updated_at: Date;
  updated_by: string;
}
interface DayRow {
  day: string;
  working_time: WorkingTime;
  name: DayName | null;
  version: number;
  updated_at: Date;
  updated_by: string;
}

const settingsOf = (r: SettingsRow): WorkingCalendarSettings => ({
  utcOffsetMinutes: r.utc_offset_minutes,
  week: r.week as unknown as WorkingWeek,
  opens: r.opens,
  closes: r.closes,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
  updatedBy: r.updated_by,
});
const dayOf = (r: DayRow): WorkingCalendarDay => ({
  date: r.day,
  workingTime: r.working_time,
  name: r.name,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
  updatedBy: r.updated_by,
});

const sameName = (a: DayName | null, b: DayName | null) =>
  JSON.stringify(a && [a.ckb, a.en, a.ar, a.kmr]) === JSON.stringify(b && [b.ckb, b.en, b.ar, b.kmr]);

/** The local day ("YYYY-MM-DD") an instant falls in, on a clock `utcOffsetMinutes` east of UTC. */
export function localDate(at: Date, utcOffsetMinutes: number): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The working calendar kept as data: the settings row and the exceptional days, read as a
 * `WorkingCalendar` for the service-level computations, and changed by reference managers.
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

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly securityLog: SecurityLog,
  ) {}

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
    const { rows } = await this.pool.query<SettingsRow>(`SELECT ${SETTINGS} FROM working_calendar_settings`);
    return settingsOf(rows[0]!);
  }

  /** The exceptional days from `from` (YYYY-MM-DD) onwards, in date order. */
  async days(from: string): Promise<WorkingCalendarDay[]> {
    const { rows } = await this.pool.query<DayRow>(`SELECT ${DAYS} FROM working_calendar_days WHERE day >= $1::date ORDER BY day`, [from]);
    return rows.map(dayOf);
  }

  /** Replaces the week and the office hours; `version` must be the current one (409 stale-version). */
  async update(change: WorkingCalendarChange, by: CalendarActor): Promise<WorkingCalendarSettings> {
    return this.write(async (client) => {
      const { rows } = await client.query<SettingsRow>(`SELECT ${SETTINGS} FROM working_calendar_settings FOR UPDATE`);
      const current = settingsOf(rows[0]!);
      if (current.version !== change.version) {
        // A retry of a change that committed answers the calendar as it stands.
        staleUnlessCommitted(current.version);
        return current;
      }
      const unchanged =
        current.opens === change.opens && current.closes === change.closes && current.week.every((d, i) => d === change.week[i]);
      if (unchanged) return current;
      const updated = await client.query<SettingsRow>(
        `UPDATE working_calendar_settings SET week = $1, opens = $2, closes = $3, version = version + 1, updated_at = now(), updated_by = $4
          RETURNING ${SETTINGS}`,
        [change.week, change.opens, change.closes, by.actor],
      );
      const saved = settingsOf(updated.rows[0]!);
      await this.securityLog.record(
        'working-calendar.updated',
        {
          actor: by.actor,
          subject: 'working-calendar',
          ip: by.ip,
          details: {
            version: saved.version,
            before: { week: current.week, opens: current.opens, closes: current.closes },
            after: { week: saved.week, opens: saved.opens, closes: saved.closes },
          },
        },
        client,
      );
      await noteCommitted(client);
      return saved;
    });
  }

  /**
   * Declares a day that differs from the week (a public holiday, a worked Friday), or changes it.
   * With `expected` (0: the day has no exception yet), another version is a 409 stale-version.
   */
  async setDay(
    date: string,
    input: { workingTime: WorkingTime; name: DayName | null },
    by: CalendarActor,
    expected?: DayVersion,
  ): Promise<WorkingCalendarDay> {
    return this.write(async (client) => {
      const previous = (await client.query<DayRow>(`SELECT ${DAYS} FROM working_calendar_days WHERE day = $1::date FOR UPDATE`, [date]))
        .rows[0];
      if (expected !== undefined && (previous?.version ?? 0) !== expected) {
        // A retry of a change that committed answers the day as it stands.
        staleUnlessCommitted(previous?.version ?? 0);
        if (previous) return dayOf(previous);
      }
      if (previous && previous.working_time === input.workingTime && sameName(previous.name, input.name)) return dayOf(previous);
      const { rows } = await client.query<DayRow>(
        `INSERT INTO working_calendar_days (day, working_time, name, updated_by) VALUES ($1::date, $2, $3, $4)
         ON CONFLICT (day) DO UPDATE SET working_time = EXCLUDED.working_time, name = EXCLUDED.name, version = working_calendar_days.version + 1,
           updated_at = now(), updated_by = EXCLUDED.updated_by
         RETURNING ${DAYS}`,
        [date, input.workingTime, input.name === null ? null : JSON.stringify(input.name), by.actor],
      );
      const saved = dayOf(rows[0]!);
      await this.securityLog.record(
        'working-calendar.day-set',
        {
          actor: by.actor,
          subject: `working-calendar:${date}`,
          ip: by.ip,
          details: {
            date,
            before: previous ? { workingTime: previous.working_time, name: previous.name } : null,
            after: { workingTime: saved.workingTime, name: saved.name },
          },
        },
        client,
      );
      await noteCommitted(client);
      return saved;
    });
  }

  /** Removes a day's exception: it follows the week again. 404 when it had none; with `expected`, another version is a 409 stale-version. */
  async removeDay(date: string, by: CalendarActor, expected?: DayVersion): Promise<void> {
    await this.write(async (client) => {
      const { rows } = await client.query<DayRow>(
        `DELETE FROM working_calendar_days WHERE day = $1::date AND ($2::integer IS NULL OR version = $2::integer) RETURNING ${DAYS}`,
        [date, expected ?? null],
      );
      const removed = rows[0];
      // A retry of a removal that committed: done already.
      if (!removed && earlierTryCommitted()) return;
      if (!removed && expected !== undefined) {
        const current = (await client.query<{ version: number }>(`SELECT version FROM working_calendar_days WHERE day = $1::date`, [date]))
          .rows[0];
        if (current) throw conflict('stale-version', { currentVersion: current.version });
      }
      if (!removed) throw notFound();
      await this.securityLog.record(
        'working-calendar.day-removed',
        {
          actor: by.actor,
          subject: `working-calendar:${date}`,
          ip: by.ip,
          details: { date, before: { workingTime: removed.working_time, name: removed.name } },
        },
        client,
      );
      await noteCommitted(client);
    });
  }

  private async load(): Promise<WorkingCalendar> {
    const [settings, days] = await Promise.all([
      this.settings(),
      this.pool.query<{ day: string; working_time: WorkingTime }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, working_time FROM working_calendar_days ORDER BY day`,
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

  /** One transaction; the cache is dropped once it has committed (or failed: it may have been changed). */
  private async write<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.pool, work);
    } finally {
      this.invalidate();
    }
  }
}
