import type { GlobalEvent, SqlSession } from '#src/event-store/event-store';
import type { Projection } from '#src/event-store/projections/projection';
import { APPLICATION_STREAM_TYPES } from '#src/modules/applications/projections/application-facets';
import { applicationNameIn } from '@registry/domain/applications/rules/application-name';
import { notifyStaffAll, type StaffNotice } from './staff-notifier.js';
import { selectRows, sql, upsert } from '#src/infrastructure/database/read-models/table';
import { rmStaffCorrectionRequests, type StaffCorrectionRequestWriteRow } from './staff-notifications.tables.js';

/** A later return replaces an earlier one; a replayed one changes nothing. */
const UPSERT_REQUESTS = upsert(rmStaffCorrectionRequests, {
  via: 'unnest',
  alias: 'r',
  update: ['returned_by', 'version'],
  where: 'r.version < excluded.version',
});

const KINDS: readonly string[] = APPLICATION_STREAM_TYPES;

interface ActorData {
  actor?: { kind?: string; id?: string };
  assigneeId?: string | null;
}

/**
 * Staff notifications that follow from events (issue 22 §6): an application assigned to you
 * (by someone else: claiming is no news to the claimer), and one resubmitted after your
 * correction request (to whoever returned it last). The third, "due within a working day",
 * follows from the clock, not from an event: StaffDueReminders. Its read model is who last
 * returned each application (`rm_staff_correction_requests`); `notifications` rows are once-only
 * by id and outside the read model, so a rebuild tells nobody twice.
 */
export class StaffNotificationsProjection implements Projection {
  readonly name = 'staff-notifications';
  readonly streamTypes = APPLICATION_STREAM_TYPES;
  readonly tables = [rmStaffCorrectionRequests.name];

  constructor(private readonly backOfficeUrl = '') {}

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const ids = [...new Set(events.map((e) => e.streamId))];
    const t = rmStaffCorrectionRequests;
    const known = await selectRows(tx, t, sql`SELECT ${t.list()} FROM ${t.ident} WHERE stream_id = ANY(${ids})`);
    const requests = new Map<string, StaffCorrectionRequestWriteRow>(known.map((r) => [r.stream_id, { ...r, version: Number(r.version) }]));
    const changed = new Set<string>();
    const notices: Omit<StaffNotice, 'name'>[] = [];
    for (const e of events) {
      if (!KINDS.includes(e.streamType)) continue;
      const data = (e.data ?? {}) as ActorData;
      if (e.type.endsWith('.returned-to-applicant')) {
        const before = requests.get(e.streamId);
        if (data.actor?.kind !== 'staff' || !data.actor.id || (before && Number(before.version) >= e.streamVersion)) continue;
        requests.set(e.streamId, { stream_id: e.streamId, returned_by: data.actor.id, version: e.streamVersion });
        changed.add(e.streamId);
      } else if (e.type.endsWith('.assigned')) {
        const assignee = data.assigneeId;
        if (typeof assignee !== 'string' || !assignee || assignee === data.actor?.id) continue;
        notices.push({ userId: assignee, reason: 'assigned', applicationId: e.streamId, kind: e.streamType, key: e.eventId });
      } else if (e.type.endsWith('.resubmitted')) {
        const returner = requests.get(e.streamId);
        if (!returner || Number(returner.version) >= e.streamVersion) continue;
        notices.push({
          userId: returner.returned_by,
          reason: 'resubmitted',
          applicationId: e.streamId,
          kind: e.streamType,
          key: e.eventId,
        });
      }
    }
    await UPSERT_REQUESTS.run(
      tx,
      [...changed].map((id) => requests.get(id)!),
    );
    if (!notices.length) return;
    // The batch's notices in a few statements, however many (a catch-up over a long backlog).
    const names = await this.namesOf(tx, [...new Set(notices.map((n) => n.applicationId))], events);
    await notifyStaffAll(
      tx,
      notices.map((n) => ({ ...n, name: names.get(n.applicationId) ?? null })),
      this.backOfficeUrl,
    );
  }

  /**
   * From the streams, not another read model: projections do not wait for each other. A stream
   * submitted in this batch has its submission here; only the others are read.
   */
  private async namesOf(tx: SqlSession, streamIds: string[], batch: readonly GlobalEvent[]): Promise<Map<string, string | null>> {
    const names = new Map<string, string | null>();
    const wanted = new Set(streamIds);
    for (const e of batch)
      if (e.streamVersion === 1 && wanted.has(e.streamId))
        names.set(e.streamId, applicationNameIn((e.data as { details?: unknown } | null)?.details) ?? null);
    const unread = streamIds.filter((id) => !names.has(id));
    if (!unread.length) return names;
    const { rows } = await tx.query(
      sql`SELECT stream_id, data -> 'details' AS details FROM es_events WHERE stream_id = ANY(${unread}::text[]) AND stream_version = 1`,
    );
    for (const r of rows as { stream_id: string; details: unknown }[]) names.set(r.stream_id, applicationNameIn(r.details) ?? null);
    return names;
  }
}
