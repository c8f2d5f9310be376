import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { AuditEventsQuery, AuditVerifyQuery } from '#src/modules/applications/queries/application-audit/application-audit.queries';
import { namedActor, staffNames } from '#src/modules/audit/staff-names';
import { ExportApplicationHistoryQuery, type ApplicationHistoryExport } from './export-application-history.query.js';

/**
 * The audit routes' own queries (events and chain verification, read from the event store),
 * joined with the staff members' names: one document an auditor can file. Verified after the
 * events are read, so a verification that passes covers every exported event.
 */
@QueryHandler(ExportApplicationHistoryQuery)
export class ExportApplicationHistoryHandler implements IQueryHandler<ExportApplicationHistoryQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ kind, id }: ExportApplicationHistoryQuery): Promise<ApplicationHistoryExport> {
    const events = await this.queryBus.execute(new AuditEventsQuery(kind, id));
    const verified = await this.queryBus.execute(new AuditVerifyQuery(kind, id));
    const names = await staffNames(
      this.pool,
      events.flatMap((e) => (e.actor?.kind === 'staff' && e.actor.id ? [e.actor.id] : [])),
    );
    return {
      application: { kind, id },
      exportedAt: new Date().toISOString(),
      verification: { ok: verified.ok, checkedAt: new Date().toISOString(), problems: verified.problems.map((p) => ({ ...p })) },
      events: events.map((e) => ({
        version: e.version,
        id: e.id,
        type: e.type,
        schemaVersion: e.schemaVersion,
        recordedAt: e.recordedAt.toISOString(),
        actor: namedActor(e.actor as { kind?: string; id?: string } | null, names),
        causationId: e.causationId ?? null,
        correlationId: e.correlationId ?? null,
        idempotencyKey: e.idempotencyKey ?? null,
        data: e.data,
        hash: e.hash,
      })),
    };
  }
}
