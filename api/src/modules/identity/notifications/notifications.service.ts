import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '#src/tokens';
import { selectAs, Sql, sql } from '#src/infrastructure/database/read-models/table';
import { rmNotificationOwners, rmNotificationStreams } from '#src/modules/applications/projections/application-notifications.tables';
import { notFound } from '@registry/domain/shared/domain-error';
import type { Page } from '#src/shared/http/json-api';
import { translate, type MessageParams } from '@registry/domain/shared/i18n/messages';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { ApplicationStreamType } from '#src/modules/applications/projections/application-facets';
import { PORTAL_PATH_OF_KIND, statusMessageCode, transferMessageCode } from '#src/modules/applications/status-mail-templates';

export type NotificationFilter = 'all' | 'unread' | 'read';

export interface NewNotification {
  /** `staff:<id>` or `applicant:<e-mail>` (see principalId). */
  recipient: string;
  kind: string;
  /** A message code, rendered in the reader's language when read. */
  messageCode: string;
  params?: MessageParams;
  link?: string;
}

/**
 * A reader's notifications: the rows written here (`notifications`, read marks in `read_at`) and
 * the status changes of the applications the reader owned at the time: the application's events
 * in the store that change its status (or transfer it to the reader) during the reader's
 * ownership periods, which the projection `application-notifications` keeps. Their read marks
 * live in `notification_reads`, which no rebuild touches. Columns after `read_at` describe an
 * application event; the message is made from them in `describe`.
 */
const applicationEvents = (owner: string | null) => sql`
  SELECT e.event_id AS id, 'application-status' AS kind, NULL::text AS message_code, NULL::jsonb AS params, NULL::text AS link,
         e.recorded_at AS created_at, r.read_at,
         s.kind AS app_kind, s.stream_id, s.name, e.event_type, e.data ->> 'to' AS status, nullif(btrim(e.data ->> 'reason'), '') AS reason
    FROM ${rmNotificationOwners.as('o')}
    JOIN ${rmNotificationStreams.as('s')} ON s.stream_id = o.stream_id
    JOIN es_events e ON e.stream_id = o.stream_id AND e.stream_version >= o.from_version
                    AND e.stream_version <= least(coalesce(o.to_version, s.version), s.version)
    LEFT JOIN notification_reads r ON r.notification_id = e.event_id
   WHERE o.owner_email = ${owner}::text
     AND (e.event_type LIKE '%.transfer-confirmed' OR (e.data ? 'to' AND e.data ->> 'to' IS DISTINCT FROM e.data ->> 'from'))`;

/** Every notification of a recipient (whose applicant e-mail is `owner`, null for staff). */
const mine = (recipient: string, owner: string | null) => sql`
  SELECT id, kind, message_code, params, link, created_at, read_at,
         NULL::text AS app_kind, NULL::text AS stream_id, NULL::text AS name, NULL::text AS event_type, NULL::text AS status, NULL::text AS reason
    FROM notifications WHERE recipient = ${recipient}
  UNION ALL ${applicationEvents(owner)}`;

/** A row of `mine`: a stored notification, or an application event (the columns after `read_at`). */
interface NotificationRow {
  id: string;
  kind: string;
  message_code: string | null;
  params: Record<string, unknown> | null;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
  app_kind: string | null;
  stream_id: string | null;
  name: string | null;
  event_type: string | null;
  status: string | null;
  reason: string | null;
}

/** The e-mail of an applicant recipient (`applicant:<e-mail>`); null for staff. */
const ownerOf = (recipient: string): string | null =>
  recipient.startsWith('applicant:') ? recipient.slice('applicant:'.length).toLowerCase() : null;

/** The message code, parameters and link of a notification row. */
function messageOf(r: NotificationRow): { messageCode: string; params: Record<string, unknown>; link: string | null } {
  // A stored notification always has its code and parameters (NOT NULL columns).
  if (!r.app_kind) return { messageCode: r.message_code ?? '', params: r.params ?? {}, link: r.link };
  const kind = r.app_kind as ApplicationStreamType;
  const params = {
    kind,
    name: r.name ?? `#${String(r.stream_id).slice(0, 8)}`,
    ...(r.status ? { status: r.status } : {}),
    ...(r.reason ? { reason: r.reason } : {}),
  };
  const messageCode = String(r.event_type).endsWith('.transfer-confirmed')
    ? transferMessageCode(kind)
    : statusMessageCode(kind, r.status ?? '', r.reason !== null);
  return { messageCode, params, link: `${PORTAL_PATH_OF_KIND[kind]}/${r.stream_id}` };
}

/**
 * In-app notifications of staff and applicants. Stored as a message code with parameters, so
 * each reader sees them in the language of the moment; projections add them (issue 6).
 */
@Injectable()
export class Notifications {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async add(n: NewNotification, session: Pick<pg.Pool, 'query'> = this.pool, id: string = randomUUID()): Promise<string> {
    await session.query(
      `INSERT INTO notifications (id, recipient, kind, message_code, params, link) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [id, n.recipient, n.kind, n.messageCode, JSON.stringify(n.params ?? {}), n.link ?? null],
    );
    return id;
  }

  async list(recipient: string, filter: NotificationFilter, page: Page, locale: Locale) {
    const condition = Sql.raw(filter === 'unread' ? 'WHERE read_at IS NULL' : filter === 'read' ? 'WHERE read_at IS NOT NULL' : '');
    const owner = ownerOf(recipient);
    const rows = await selectAs<NotificationRow>(
      this.pool,
      sql`SELECT * FROM (${mine(recipient, owner)}) mine ${condition} ORDER BY created_at DESC, id LIMIT ${page.size} OFFSET ${page.offset}`,
    );
    const [counts] = await selectAs<{ total: string; unread: string }>(
      this.pool,
      sql`SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM (${mine(recipient, owner)}) mine`,
    );
    const all = Number(counts!.total);
    const unread = Number(counts!.unread);
    const total = filter === 'all' ? all : filter === 'unread' ? unread : all - unread;
    return {
      rows: rows
        .map((r) => ({ r, ...messageOf(r) }))
        .map(({ r, messageCode, params, link }) => ({
          id: r.id as string,
          kind: r.kind as string,
          message: translate(messageCode, locale, params as MessageParams),
          messageCode,
          params,
          link,
          status: r.read_at ? 'read' : 'unread',
          created_at: r.created_at.toISOString(),
          read_at: r.read_at?.toISOString() ?? null,
        })),
      total,
      unread,
    };
  }

  async markRead(recipient: string, id: string): Promise<void> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('notification.not-found');
    const [marked] = await selectAs<{ n: string }>(
      this.pool,
      sql`WITH direct AS (
            UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = ${id}::uuid AND recipient = ${recipient} RETURNING id
          ), projected AS (
            SELECT id FROM (${applicationEvents(ownerOf(recipient))}) theirs WHERE id = ${id}::uuid
          ), marked AS (
            INSERT INTO notification_reads (notification_id, recipient) SELECT id, ${recipient} FROM projected
            ON CONFLICT (notification_id) DO NOTHING
          )
          SELECT (SELECT count(*) FROM direct) + (SELECT count(*) FROM projected) AS n`,
    );
    if (!Number(marked!.n)) throw notFound('notification.not-found');
  }

  async markAllRead(recipient: string): Promise<number> {
    const [marked] = await selectAs<{ n: string }>(
      this.pool,
      sql`WITH direct AS (
            UPDATE notifications SET read_at = now() WHERE recipient = ${recipient} AND read_at IS NULL RETURNING id
          ), projected AS (
            INSERT INTO notification_reads (notification_id, recipient)
            SELECT id, ${recipient} FROM (${applicationEvents(ownerOf(recipient))}) theirs WHERE read_at IS NULL
            ON CONFLICT (notification_id) DO NOTHING RETURNING notification_id
          )
          SELECT (SELECT count(*) FROM direct) + (SELECT count(*) FROM projected) AS n`,
    );
    return Number(marked!.n);
  }
}
