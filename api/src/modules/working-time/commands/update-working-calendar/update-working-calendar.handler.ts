import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { noteCommitted, staleUnlessCommitted } from '#src/shared/idempotency/idempotency-context';
import { SecurityLog } from '#src/modules/identity/infrastructure/security-log';
import {
  SETTINGS,
  WorkingCalendarSource,
  settingsOf,
  type CalendarActor,
  type SettingsRow,
  type WorkingCalendarChange,
  type WorkingCalendarSettings,
} from '#src/modules/working-time/working-calendar.source';
import { calendarView } from '#src/modules/working-time/queries/get-working-calendar/get-working-calendar.handler';
import type { WorkingCalendarView } from '#src/modules/working-time/queries/get-working-calendar/get-working-calendar.query';
import { applicationsMoved } from '#src/modules/working-time/queries/preview-working-calendar-change/preview-working-calendar-change.handler';
import { UpdateWorkingCalendarCommand } from './update-working-calendar.command.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(UpdateWorkingCalendarCommand)
export class UpdateWorkingCalendarHandler implements ICommandHandler<UpdateWorkingCalendarCommand> {
  constructor(
    private readonly calendars: WorkingCalendarSource,
    private readonly securityLog: SecurityLog,
  ) {}

  async execute({ change, by }: UpdateWorkingCalendarCommand): Promise<WorkingCalendarView> {
    return calendarView(this.calendars, await this.update(change, by));
  }

  /** Replaces the week and the office hours; `version` must be the current one (409 stale-version). */
  private async update(change: WorkingCalendarChange, by: CalendarActor): Promise<WorkingCalendarSettings> {
    return this.calendars.write(async (client) => {
      const { rows } = await client.query<SettingsRow>(sql`SELECT ${Sql.raw(SETTINGS)} FROM working_calendar_settings FOR UPDATE`);
      const current = settingsOf(rows[0]!);
      if (current.version !== change.version) {
        // A retry of a change that committed answers the calendar as it stands.
        staleUnlessCommitted(current.version);
        return current;
      }
      const unchanged =
        current.opens === change.opens && current.closes === change.closes && current.week.every((d, i) => d === change.week[i]);
      if (unchanged) return current;
      const movedApplications = await applicationsMoved(client, await this.calendars.read(client), {
        week: change.week,
        opens: change.opens,
        closes: change.closes,
      });
      const updated = await client.query<SettingsRow>(
        sql`UPDATE working_calendar_settings SET week = ${change.week}, opens = ${change.opens}, closes = ${change.closes}, version = version + 1, updated_at = now(), updated_by = ${by.actor}
          RETURNING ${Sql.raw(SETTINGS)}`,
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
