import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, notFound } from '@registry/domain/shared/domain-error';
import { earlierTryCommitted, noteCommitted } from '#src/shared/idempotency/idempotency-context';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import { DAYS, WorkingCalendarSource, type DayRow } from '#src/modules/working-time/working-calendar.source';
import { applicationsMoved } from '#src/modules/working-time/queries/preview-working-calendar-change/preview-working-calendar-change.handler';
import { RemoveWorkingCalendarDayCommand } from './remove-working-calendar-day.command.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(RemoveWorkingCalendarDayCommand)
export class RemoveWorkingCalendarDayHandler implements ICommandHandler<RemoveWorkingCalendarDayCommand> {
  constructor(
    private readonly calendars: WorkingCalendarSource,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Removes a day's exception: it follows the week again. 404 when it had none; with `expected`, another version is a 409 stale-version. */
  async execute({ date, by, expected }: RemoveWorkingCalendarDayCommand): Promise<void> {
    await this.calendars.write(async (client) => {
      // Read before the removal: the moves are counted from the calendar that had the exception.
      const before = await this.calendars.read(client);
      const version = expected ?? null;
      const { rows } = await client.query<DayRow>(
        sql`DELETE FROM working_calendar_days WHERE day = ${date}::date AND (${version}::integer IS NULL OR version = ${version}::integer) RETURNING ${Sql.raw(DAYS)}`,
      );
      const removed = rows[0];
      // A retry of a removal that committed: done already.
      if (!removed && earlierTryCommitted()) return;
      if (!removed && expected !== undefined) {
        const current = (await client.query<{ version: number }>(sql`SELECT version FROM working_calendar_days WHERE day = ${date}::date`))
          .rows[0];
        if (current) throw conflict('stale-version', { currentVersion: current.version });
      }
      if (!removed) throw notFound();
      const movedApplications = await applicationsMoved(client, before, { removeDays: [date] });
      await this.securityLog.record(
        'working-calendar.day-removed',
        {
          actor: by.actor,
          subject: `working-calendar:${date}`,
          ip: by.ip,
          details: { date, before: { workingTime: removed.working_time, name: removed.name }, movedApplications },
        },
        client,
      );
      await noteCommitted(client);
    });
  }
}
