import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { addWorkingDays } from '@registry/domain/working-time/calendar';
import { SERVICE_LEVELS, overdueCutoff } from '@registry/domain/working-time/service-levels';
import { LOGGER, PG_POOL } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import { PeriodicWork } from '#src/infrastructure/scheduling/periodic-work';
import { WorkingCalendarSource } from '#src/modules/working-time/working-calendar.source';
import { notifyStaff } from './staff-notifier.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** How often applications falling due are looked for. */
export const DUE_SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * "Due within a working day" (issue 22 §6): the assignee of an open application whose answer or
 * processing clock falls due between now and one working day later (on the working calendar) is
 * told once per clock start. A due time grows with its clock's start, so "due in (now, horizon]"
 * is "started in [cutoff(now), cutoff(horizon))" and the read model answers it with an index
 * range. Runs in the API process every ten minutes; any instance may (notices are once-only).
 */
@Injectable()
export class StaffDueReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly periodic = new PeriodicWork(
    () => this.sweep(),
    DUE_SWEEP_INTERVAL_MS,
    (error) => this.log.warn('due-soon reminders failed', { error: error.message }),
  );

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly calendar: WorkingCalendarSource,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.periodic.start({ now: false });
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /** Tells each assignee of what falls due within a working day of `now`; answers how many were told. */
  async sweep(now = new Date()): Promise<number> {
    const calendar = await this.calendar.current();
    const horizon = addWorkingDays(calendar, now, 1);
    const answer = [overdueCutoff(calendar, SERVICE_LEVELS.answer, now), overdueCutoff(calendar, SERVICE_LEVELS.answer, horizon)];
    const processing = [
      overdueCutoff(calendar, SERVICE_LEVELS.processing, now),
      overdueCutoff(calendar, SERVICE_LEVELS.processing, horizon),
    ];
    const { rows } = await this.pool.query<{ stream_id: string; kind: string; name: string | null; assignee_id: string; since: Date }>(
      sql`SELECT stream_id, kind, name, assignee_id,
              CASE WHEN processing_since >= ${processing[0]} AND processing_since < ${processing[1]} THEN processing_since ELSE answer_since END AS since
         FROM rm_applications
        WHERE lifecycle = 'open' AND assignee_id IS NOT NULL
          AND ((answer_since >= ${answer[0]} AND answer_since < ${answer[1]}) OR (processing_since >= ${processing[0]} AND processing_since < ${processing[1]}))`,
    );
    let told = 0;
    for (const r of rows) {
      const client = await this.pool.connect();
      try {
        await client.query(sql`BEGIN`);
        const key = `${r.stream_id}:${r.since.toISOString()}`;
        if (
          await notifyStaff(client, {
            userId: r.assignee_id,
            reason: 'due-soon',
            applicationId: r.stream_id,
            kind: r.kind,
            name: r.name,
            key,
          })
        )
          told++;
        await client.query(sql`COMMIT`);
      } catch (error) {
        await client.query(sql`ROLLBACK`).catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    }
    return told;
  }
}
