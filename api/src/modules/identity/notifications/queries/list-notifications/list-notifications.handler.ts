import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { translate, type MessageParams } from '@registry/domain/shared/i18n/messages';
import { PG_POOL } from '#src/tokens';
import { selectAs, Sql, sql } from '#src/infrastructure/database/read-models/table';
import type { ApplicationStreamType } from '#src/modules/applications/projections/application-facets';
import { PORTAL_PATH_OF_KIND, statusMessageCode, transferMessageCode } from '#src/modules/applications/status-mail-templates';
import { applicationEvents, ownerOf } from '#src/modules/identity/notifications/recipient-notifications';
import { ListNotificationsQuery, type NotificationsPage } from './list-notifications.query.js';

/** Every notification of a recipient (whose applicant e-mail is `owner`, null for staff). */
const mine = (recipient: string, owner: string | null) => sql`
  SELECT id, kind, message_code, params, link, created_at, read_at,
         NULL::text AS app_kind, NULL::text AS business_type, NULL::text AS stream_id, NULL::text AS name, NULL::text AS event_type, NULL::text AS status, NULL::text AS reason
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
  /** A business's kind: a foreign company's is a branch, and its messages say so. */
  business_type: string | null;
  stream_id: string | null;
  name: string | null;
  event_type: string | null;
  status: string | null;
  reason: string | null;
}

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
    ? transferMessageCode(kind, r.business_type)
    : statusMessageCode(kind, r.status ?? '', r.reason !== null, r.business_type);
  return { messageCode, params, link: `${PORTAL_PATH_OF_KIND[kind]}/${r.stream_id}` };
}

@QueryHandler(ListNotificationsQuery)
export class ListNotificationsHandler implements IQueryHandler<ListNotificationsQuery> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ recipient, filter, page, locale }: ListNotificationsQuery): Promise<NotificationsPage> {
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
}
