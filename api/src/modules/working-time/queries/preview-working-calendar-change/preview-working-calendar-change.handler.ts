import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { invalid } from '@registry/domain/shared/domain-error';
import type { WorkingCalendar } from '@registry/domain/working-time/calendar';
import { SERVICE_LEVEL_NAMES, dueTime, type ServiceLevelName } from '@registry/domain/working-time/service-levels';
import { WorkingCalendarSource } from '#src/modules/working-time/working-calendar.source';
import {
  PreviewWorkingCalendarChangeQuery,
  type CalendarChangePreview,
  type DueTimeMove,
  type ProposedCalendarChange,
} from './preview-working-calendar-change.query.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** The calendar in force with a proposed change applied (the change's days after its removals). */
export function proposedCalendar(current: WorkingCalendar, change: ProposedCalendarChange): WorkingCalendar {
  const opens = change.opens ?? current.opens;
  const closes = change.closes ?? current.closes;
  // Each time is checked on its own by the DTO; a single one is checked here against the other one in force.
  if (closes <= opens)
    throw invalid([{ code: 'working-calendar.closes-after-opens', field: change.closes !== undefined ? 'closes' : 'opens' }]);
  const exceptions = new Map(current.exceptions);
  for (const date of change.removeDays ?? []) exceptions.delete(date);
  for (const day of change.days ?? []) exceptions.set(day.date, day.workingTime);
  return { ...current, week: (change.week ?? current.week) as WorkingCalendar['week'], opens, closes, exceptions };
}

interface OpenRow {
  stream_id: string;
  kind: string;
  reference: string | null;
  name: string | null;
  status: string;
  answer_since: Date | null;
  processing_since: Date | null;
}

const SINCE: Record<ServiceLevelName, 'answer_since' | 'processing_since'> = { answer: 'answer_since', processing: 'processing_since' };

/**
 * Every open application's service-level due times (the clocks of the read model, as the lists
 * compute them) on the calendar `current` and on `proposed`; the ones that differ are the moves,
 * earliest first.
 */
export async function dueTimeMoves(
  session: Pick<pg.Pool, 'query'>,
  current: WorkingCalendar,
  proposed: WorkingCalendar,
): Promise<CalendarChangePreview> {
  const { rows } = await session.query<OpenRow>(
    sql`SELECT stream_id, kind, reference, name, status, answer_since, processing_since FROM rm_applications
      WHERE answer_since IS NOT NULL OR processing_since IS NOT NULL`,
  );
  const moves: DueTimeMove[] = [];
  for (const row of rows) {
    for (const level of SERVICE_LEVEL_NAMES) {
      const since = row[SINCE[level]];
      if (!since) continue;
      const before = dueTime(current, level, since);
      const after = dueTime(proposed, level, since);
      if (before.getTime() === after.getTime()) continue;
      moves.push({
        id: row.stream_id,
        kind: row.kind,
        reference: row.reference,
        name: row.name,
        status: row.status,
        level,
        currentDueAt: before.toISOString(),
        newDueAt: after.toISOString(),
      });
    }
  }
  moves.sort((a, b) => a.currentDueAt.localeCompare(b.currentDueAt) || a.id.localeCompare(b.id) || a.level.localeCompare(b.level));
  return { openApplications: rows.length, moves };
}

/**
 * How many open applications a saved change moves a due time of (either level counted once): the
 * security log records it with the change, as the preview showed it (issue 35 §3).
 */
export async function applicationsMoved(
  session: Pick<pg.Pool, 'query'>,
  current: WorkingCalendar,
  change: ProposedCalendarChange,
): Promise<number> {
  const { moves } = await dueTimeMoves(session, current, proposedCalendar(current, change));
  return new Set(moves.map((m) => m.id)).size;
}

/** The due times a change not yet saved would move, for the administrator to see before saving. */
@QueryHandler(PreviewWorkingCalendarChangeQuery)
export class PreviewWorkingCalendarChangeHandler implements IQueryHandler<PreviewWorkingCalendarChangeQuery> {
  constructor(
    private readonly calendars: WorkingCalendarSource,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ change }: PreviewWorkingCalendarChangeQuery): Promise<CalendarChangePreview> {
    const current = await this.calendars.current();
    return dueTimeMoves(this.pool, current, proposedCalendar(current, change));
  }
}
