import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { noteCommitted, staleUnlessCommitted } from '#src/shared/idempotency/idempotency-context';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import {
  DAYS,
  WorkingCalendarSource,
  dayOf,
  type DayName,
  type DayRow,
  type WorkingCalendarDay,
} from '#src/modules/working-time/working-calendar.source';
import { applicationsMoved } from '#src/modules/working-time/queries/preview-working-calendar-change/preview-working-calendar-change.handler';
import { SetWorkingCalendarDayCommand } from './set-working-calendar-day.command.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

const sameName = (a: DayName | null, b: DayName | null) =>
  JSON.stringify(a && [a.ckb, a.en, a.ar, a.kmr]) === JSON.stringify(b && [b.ckb, b.en, b.ar, b.kmr]);

@CommandHandler(SetWorkingCalendarDayCommand)
export class SetWorkingCalendarDayHandler implements ICommandHandler<SetWorkingCalendarDayCommand> {
  constructor(
    private readonly calendars: WorkingCalendarSource,
    private readonly securityLog: SecurityLog,
  ) {}

  /**
   * Declares a day that differs from the week (a public holiday, a worked Friday), or changes it.
   * With `expected` (0: the day has no exception yet), another version is a 409 stale-version.
   */
  async execute({ date, day: input, by, expected }: SetWorkingCalendarDayCommand): Promise<WorkingCalendarDay> {
    return this.calendars.write(async (client) => {
      const previous = (
        await client.query<DayRow>(sql`SELECT ${Sql.raw(DAYS)} FROM working_calendar_days WHERE day = ${date}::date FOR UPDATE`)
      ).rows[0];
      if (expected !== undefined && (previous?.version ?? 0) !== expected) {
        // A retry of a change that committed answers the day as it stands.
        staleUnlessCommitted(previous?.version ?? 0);
        if (previous) return dayOf(previous);
      }
      if (previous && previous.working_time === input.workingTime && sameName(previous.name, input.name)) return dayOf(previous);
      // Counted on the calendar before the change, in its transaction: what the log says the change did.
      const movedApplications = await applicationsMoved(client, await this.calendars.read(client), {
        days: [{ date, workingTime: input.workingTime }],
      });
      const { rows } = await client.query<DayRow>(
        sql`INSERT INTO working_calendar_days (day, working_time, name, updated_by) VALUES (${date}::date, ${input.workingTime}, ${input.name === null ? null : JSON.stringify(input.name)}, ${by.actor})
         ON CONFLICT (day) DO UPDATE SET working_time = EXCLUDED.working_time, name = EXCLUDED.name, version = working_calendar_days.version + 1,
           updated_at = now(), updated_by = EXCLUDED.updated_by
         RETURNING ${Sql.raw(DAYS)}`,
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
            movedApplications,
          },
        },
        client,
      );
      await noteCommitted(client);
      return saved;
    });
  }
}
