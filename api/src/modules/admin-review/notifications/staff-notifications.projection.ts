import type { GlobalEvent, SqlSession } from '../../../event-store/event-store.js';
import type { Projection } from '../../../event-store/projections/projection.js';
import { APPLICATION_STREAM_TYPES } from '../../applications/projections/application-facets.js';
import { applicationNameIn, notifyStaff } from './staff-notifier.js';

const KINDS: readonly string[] = APPLICATION_STREAM_TYPES;

interface ActorData {
  actor?: { kind?: string; id?: string };
  assigneeId?: string | null;
}

/**
 * Staff notifications that follow from events (issue 22 §6): an application assigned to you
 * (by someone else: claiming is no news to the claimer), and one resubmitted after your
 * correction request (to whoever returned it last). The third, "due within a working day",
 * follows from the clock, not from an event: StaffDueReminders. Writes no read model of its own
 * (`notifications` rows are once-only by id), so a rebuild tells nobody twice.
 */
export class StaffNotificationsProjection implements Projection {
  readonly name = 'staff-notifications';
  readonly streamTypes = APPLICATION_STREAM_TYPES;
  readonly tables = [] as const;

  constructor(private readonly backOfficeUrl = '') {}

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    for (const e of events) {
      if (!KINDS.includes(e.streamType)) continue;
      const data = (e.data ?? {}) as ActorData;
      if (e.type.endsWith('.assigned')) {
        const assignee = data.assigneeId;
        if (typeof assignee !== 'string' || !assignee || assignee === data.actor?.id) continue;
        await notifyStaff(tx, { userId: assignee, reason: 'assigned', applicationId: e.streamId, kind: e.streamType, name: await this.nameOf(tx, e.streamId), key: e.eventId }, this.backOfficeUrl);
      } else if (e.type.endsWith('.resubmitted')) {
        const { rows } = await tx.query(
          `SELECT data -> 'actor' ->> 'id' AS id, data -> 'actor' ->> 'kind' AS kind FROM es_events
            WHERE stream_id = $1 AND stream_version < $2 AND event_type LIKE '%.returned-to-applicant'
            ORDER BY stream_version DESC LIMIT 1`,
          [e.streamId, e.streamVersion],
        );
        const returner = rows[0] as { id: string | null; kind: string | null } | undefined;
        if (!returner?.id || returner.kind !== 'staff') continue;
        await notifyStaff(tx, { userId: returner.id, reason: 'resubmitted', applicationId: e.streamId, kind: e.streamType, name: await this.nameOf(tx, e.streamId), key: e.eventId }, this.backOfficeUrl);
      }
    }
  }

  /** From the stream, not another read model: projections do not wait for each other. */
  private async nameOf(tx: SqlSession, streamId: string): Promise<string | null> {
    const { rows } = await tx.query(`SELECT data -> 'details' AS details FROM es_events WHERE stream_id = $1 AND stream_version = 1`, [streamId]);
    return applicationNameIn(rows[0]?.details);
  }
}
