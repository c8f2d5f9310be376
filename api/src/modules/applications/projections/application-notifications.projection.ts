import type { GlobalEvent, SqlSession } from '#src/event-store/event-store';
import type { Projection } from '#src/event-store/projections/projection';
import { enqueueMails } from '#src/infrastructure/outbox/outbox';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@registry/domain/shared/i18n/locale';
import { commentFieldLabel } from '@registry/domain/applications/comment-field-labels';
import { applicationNameIn } from '@registry/domain/applications/rules/application-name';
import { referencesOf } from '../collaborators/reference-sequence.js';
import { recipientLanguages } from '#src/modules/applicant-access/recipient-language';
import { APPLICATION_STREAM_TYPES, type ApplicationStreamType } from './application-facets.js';
import { execute, selectAs, selectRows, sql, upsert } from '#src/infrastructure/database/read-models/table';
import {
  applicationStatusMailMarks,
  rmNotificationOwners,
  rmNotificationStreams,
  type NotificationOwnerWriteRow,
  type NotificationStreamWriteRow,
} from './application-notifications.tables.js';
import { kindLabelOf } from '@registry/domain/applications/workflow/presentation';
import { PORTAL_PATH_OF_KIND, StatusMail, statusLabel } from '../status-mail-templates.js';

/** What the projection knows of an application (`rm_notification_streams`), its version as a number. */
type StreamRow = NotificationStreamWriteRow & { version: number };

/** An ownership period (`rm_notification_owners`); `from_version` -1: a period opened in an earlier batch, closed by this one. */
type OwnerPeriod = NotificationOwnerWriteRow & { from_version: number; to_version: number | null };

/** New streams and changes of owner, status or name; older or replayed versions change nothing. */
const UPSERT_STREAMS = upsert(rmNotificationStreams, {
  via: 'unnest',
  alias: 's',
  update: ['owner_email', 'status', 'name', 'business_type', 'version'],
  where: 's.version < excluded.version',
});

/** A period opened again (a replay) takes its end from the batch. */
const UPSERT_OWNERS = upsert(rmNotificationOwners, { via: 'unnest', update: ['to_version'] });

interface StatusMailJob {
  eventId: string;
  streamId: string;
  /** The event's version in its stream: what the stream's mark moves to once it is mailed. */
  version: number;
  to: string;
  locale: Locale;
  kind: ApplicationStreamType;
  /** A business's kind: a foreign company's is a branch. */
  businessType: string | null;
  name: string;
  status: string;
  reason: string | null;
  /** A return for correction: the reviewer's comment per field path. */
  fieldComments: Readonly<Record<string, string>> | null;
  path: string;
  /** A confirmed transfer: told to each side, naming the other. */
  transfer?: { side: 'away' | 'to-you'; counterpart: string };
}

export interface ApplicationNotificationsOptions {
  /** Where the applicant portal is served (`https://registry.example`); without it e-mails carry the portal path alone. */
  portalUrl?: string;
}

const KINDS: readonly string[] = APPLICATION_STREAM_TYPES;

/** The reviewer's comments, one line per field: "• Label: comment". */
export function commentLines(comments: Readonly<Record<string, string>>, locale: Locale): string {
  return Object.entries(comments)
    .map(([path, comment]) => `• ${commentFieldLabel(path, locale)}: ${comment}`)
    .join('\n');
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const emailOf = (value: unknown): string | null => (text(value) && value.includes('@') ? value.trim() : null);

/** A business application's kind (`local_company`, `foreign_company`, …); null for the other kinds. */
export function businessTypeIn(details: unknown): string | null {
  const type = details && typeof details === 'object' ? (details as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type : null;
}

/**
 * The language the application was made in (the submission's `locale`, recorded since issue 35);
 * Central Kurdish for older submissions. Not the details' `locale`: that is the trade name's script.
 */
function localeIn(data: Record<string, unknown>): Locale {
  return isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;
}

/**
 * Tells the owner of an application of each change of its status: an in-app notification and an
 * e-mail through the outbox in the owner's language (recipientLanguages: the account's, else the
 * application's). The in-app notifications are not
 * copied: they are the application's status-changing events in the store during the reader's
 * ownership periods (`rm_notification_owners`, see Notifications.list; id = the event's id, read
 * marks kept apart in `notification_reads`), so this projection writes a row per application,
 * not per event.
 *
 * Notified: the submission, every event whose `to` differs from the status before it, and a
 * confirmed ownership transfer (in-app to the new owner; by e-mail to both sides, each naming the
 * other). Every status change is mailed, the registry's internal steps too:
 * each one changes the status the applicant sees in the portal.
 *
 * Idempotent and rebuildable: rows are inserted ON CONFLICT DO NOTHING and the state is guarded
 * by version; an e-mail is queued only for an event above its application's mark in
 * `application_status_mail_marks`, which no rebuild empties (and with the outbox key
 * `status-mail:<eventId>` besides). Events that lack what is needed (a submission without an
 * owner's e-mail, as benchmarks append) are skipped.
 */
export class ApplicationNotificationsProjection implements Projection {
  readonly name = 'application-notifications';
  readonly streamTypes = APPLICATION_STREAM_TYPES;
  readonly tables = [rmNotificationStreams.name, rmNotificationOwners.name];
  private readonly portalUrl: string;

  constructor(options: ApplicationNotificationsOptions = {}) {
    this.portalUrl = (options.portalUrl ?? '').replace(/\/+$/, '');
  }

  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const ids = [...new Set(events.map((e) => e.streamId))];
    const t = rmNotificationStreams;
    const existing = await selectRows(tx, t, sql`SELECT ${t.list()} FROM ${t.ident} WHERE stream_id = ANY(${ids})`);
    const streams = new Map<string, StreamRow>(existing.map((r) => [r.stream_id, { ...r, version: Number(r.version) }]));
    const changed = new Set<string>();
    const owners: OwnerPeriod[] = [];
    const mails: StatusMailJob[] = [];

    for (const e of events) {
      if (!KINDS.includes(e.streamType)) continue;
      const kind = e.streamType as ApplicationStreamType;
      const data = (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>;
      let row = streams.get(e.streamId);
      if (row && e.streamVersion <= row.version) continue;
      const path = `${PORTAL_PATH_OF_KIND[kind]}/${e.streamId}`;
      const paramsOf = (r: StreamRow) => ({ kind: r.kind, name: text(r.name) ? r.name : `#${r.stream_id.slice(0, 8)}`, status: r.status });
      /** This event's e-mail to the row's owner about its status now, without a reason. */
      const mailOf = (r: StreamRow): StatusMailJob => ({
        eventId: e.eventId,
        streamId: e.streamId,
        version: e.streamVersion,
        to: r.owner_email,
        locale: r.locale,
        kind,
        businessType: r.business_type,
        name: paramsOf(r).name,
        status: r.status,
        reason: null,
        fieldComments: null,
        path,
      });

      if (!row) {
        const owner = emailOf(data.ownerEmail);
        // Only a submission opens an application; anything before it, or a submission without an owner, is not ours to tell.
        if (!e.type.endsWith('.submitted') || !owner) continue;
        row = {
          stream_id: e.streamId,
          kind,
          owner_email: owner,
          status: text(data.to) ? data.to : 'submitted',
          name: applicationNameIn(data.details) ?? null,
          business_type: businessTypeIn(data.details),
          locale: localeIn(data),
          version: e.streamVersion,
        };
        streams.set(e.streamId, row);
        changed.add(e.streamId);
        owners.push({ stream_id: e.streamId, owner_email: owner, from_version: e.streamVersion, to_version: null });
        mails.push(mailOf(row));
        continue;
      }

      if (e.type.endsWith('.corrected') && data.changes && typeof data.changes === 'object') {
        const renamed = applicationNameIn(data.changes);
        if (renamed !== undefined) row.name = renamed;
      }
      const newOwner = e.type.endsWith('.transfer-confirmed') ? emailOf(data.newEmail) : null;
      if (newOwner) {
        // The transfer's own event is the new owner's first notification.
        const open = owners.findLast((o) => o.stream_id === e.streamId);
        if (open) open.to_version = e.streamVersion - 1;
        else owners.push({ stream_id: e.streamId, owner_email: row.owner_email, from_version: -1, to_version: e.streamVersion - 1 });
        owners.push({ stream_id: e.streamId, owner_email: newOwner, from_version: e.streamVersion, to_version: null });
        // Both sides are told by e-mail, each naming the other (issue 34 §6).
        mails.push({ ...mailOf(row), transfer: { side: 'away', counterpart: newOwner } });
        mails.push({ ...mailOf(row), to: newOwner, transfer: { side: 'to-you', counterpart: row.owner_email } });
        row.owner_email = newOwner;
      } else if (text(data.to) && data.to !== row.status) {
        row.status = data.to;
        const reason = text(data.reason) ? data.reason.trim() : null;
        const fieldComments =
          e.type.endsWith('.returned-to-applicant') && data.fieldComments && typeof data.fieldComments === 'object'
            ? (data.fieldComments as Record<string, string>)
            : null;
        mails.push({ ...mailOf(row), reason, fieldComments });
      }
      row.version = e.streamVersion;
      changed.add(e.streamId);
    }

    await this.writeStreams(
      [...changed].map((id) => streams.get(id)!),
      tx,
    );
    await this.writeOwners(owners, tx);
    await this.queueMails(mails, tx);
  }

  private async writeStreams(batch: StreamRow[], tx: SqlSession): Promise<void> {
    await UPSERT_STREAMS.run(tx, batch);
  }

  /**
   * Ownership periods: a new one per owner; a period closed in this batch whose start is in an
   * earlier batch (`from_version` -1 here) closes the open period of the stream.
   */
  private async writeOwners(periods: OwnerPeriod[], tx: SqlSession): Promise<void> {
    const closing = periods.filter((p) => p.from_version === -1);
    if (closing.length) {
      // At most one per stream: a second transfer in the batch closes the period the first one opened.
      await execute(
        tx,
        sql`UPDATE ${rmNotificationOwners.ident} AS o SET to_version = c.to_version
              FROM unnest(${closing.map((p) => p.stream_id)}::text[], ${closing.map((p) => p.to_version)}::bigint[]) AS c(stream_id, to_version)
             WHERE o.stream_id = c.stream_id AND o.to_version IS NULL`,
      );
    }
    await UPSERT_OWNERS.run(
      tx,
      periods.filter((p) => p.from_version !== -1),
    );
  }

  /**
   * Queues the e-mails of events never mailed before, in the batch's transaction: those above
   * their application's mark (`application_status_mail_marks`), which then moves to the last of
   * them. Moving a mark takes its row, so a writer beside this one (a rebuild's filling, which
   * runs outside the projection's lock) waits for it, and gets back the mark as the other left it:
   * of two writers, only one mails an event.
   */
  private async queueMails(jobs: StatusMailJob[], tx: SqlSession): Promise<void> {
    if (!jobs.length) return;
    const marks = applicationStatusMailMarks.ident;
    // Read first: in a rebuild every one was mailed already, and a plain read is much cheaper than writes refused.
    const known = new Map(
      (
        await selectAs<{ stream_id: string; mailed_through: string }>(
          tx,
          sql`SELECT stream_id, mailed_through FROM ${marks} WHERE stream_id = ANY(${[...new Set(jobs.map((j) => j.streamId))]}::text[])`,
        )
      ).map((r) => [r.stream_id, Number(r.mailed_through)]),
    );
    const candidates = jobs.filter((job) => job.version > (known.get(job.streamId) ?? 0));
    if (!candidates.length) return;
    const through = new Map<string, number>();
    for (const job of candidates) through.set(job.streamId, Math.max(job.version, through.get(job.streamId) ?? 0));
    const moved = new Map(
      (
        await selectAs<{ stream_id: string; previous_through: string }>(
          tx,
          sql`INSERT INTO ${marks} AS m (stream_id, mailed_through)
              SELECT * FROM unnest(${[...through.keys()]}::text[], ${[...through.values()]}::bigint[])
              ON CONFLICT (stream_id) DO UPDATE SET previous_through = m.mailed_through, mailed_through = excluded.mailed_through, updated_at = now()
               WHERE m.mailed_through < excluded.mailed_through
              RETURNING stream_id, previous_through`,
        )
      ).map((r) => [r.stream_id, Number(r.previous_through)]),
    );
    const freshJobs = candidates.filter((job) => moved.has(job.streamId) && job.version > moved.get(job.streamId)!);
    if (!freshJobs.length) return;
    // Every application has its reference in the ledger, written with its submission (issue 23 §4).
    const references = await referencesOf(tx, [...new Set(freshJobs.map((j) => j.streamId))]);
    // The language is decided when the e-mail is queued: kind, status and comments go in as words of it.
    const languages = await recipientLanguages(
      tx,
      freshJobs.map((job) => ({ email: job.to, fallback: job.locale })),
    );
    // One statement for the batch's e-mails: a catch-up over a long backlog queues one per status change.
    await enqueueMails(
      tx,
      freshJobs.map((job, index) => {
        const locale = languages[index]!;
        const comments = job.fieldComments && Object.keys(job.fieldComments).length ? commentLines(job.fieldComments, locale) : null;
        const common = {
          kind: kindLabelOf(job.kind, job.businessType)[locale],
          name: job.name,
          reference: references.get(job.streamId) ?? `#${job.streamId.slice(0, 8)}`,
        };
        if (job.transfer)
          return job.transfer.side === 'away'
            ? {
                to: job.to,
                template: StatusMail['applications.transferred-away'],
                locale,
                params: { ...common, newOwner: job.transfer.counterpart },
                idempotencyKey: `transfer-mail:${job.eventId}:away`,
              }
            : {
                to: job.to,
                template: StatusMail['applications.transferred-to-you'],
                locale,
                params: { ...common, previousOwner: job.transfer.counterpart, link: `${this.portalUrl}${job.path}` },
                idempotencyKey: `transfer-mail:${job.eventId}:to-you`,
              };
        return {
          to: job.to,
          template:
            comments !== null && job.reason !== null
              ? StatusMail['applications.returned-for-correction']
              : job.reason !== null
                ? StatusMail['applications.status-changed-with-reason']
                : StatusMail['applications.status-changed'],
          locale,
          params: {
            ...common,
            status: statusLabel(job.status, locale),
            link: `${this.portalUrl}${job.path}`,
            ...(job.reason !== null ? { reason: job.reason } : {}),
            ...(comments !== null ? { comments } : {}),
          },
          idempotencyKey: `status-mail:${job.eventId}`,
        };
      }),
    );
  }
}
