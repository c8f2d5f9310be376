import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../tokens.js';
import { notFound } from '../../../shared/errors/domain-error.js';
import type { Page } from '../../../shared/http/json-api.js';
import { translate, type MessageParams } from '../../../shared/i18n/messages.js';
import type { Locale } from '../../../shared/i18n/locale.js';

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
 * the application status changes the projection `application-notifications` keeps in
 * `rm_application_notifications`, whose read marks live in `notification_reads` so that a
 * rebuild of the projection (which empties its table) keeps them.
 */
const MINE = `
  SELECT id, kind, message_code, params, link, created_at, read_at FROM notifications WHERE recipient = $1
  UNION ALL
  SELECT n.id, n.kind, n.message_code, n.params, n.link, n.created_at, r.read_at
    FROM rm_application_notifications n LEFT JOIN notification_reads r ON r.notification_id = n.id
   WHERE n.recipient = $1`;

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
    const condition = filter === 'unread' ? 'WHERE read_at IS NULL' : filter === 'read' ? 'WHERE read_at IS NOT NULL' : '';
    const { rows } = await this.pool.query(
      `SELECT * FROM (${MINE}) mine ${condition} ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [recipient, page.size, page.offset],
    );
    const counts = await this.pool.query(
      `SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM (${MINE}) mine`,
      [recipient],
    );
    const all = Number(counts.rows[0].total);
    const unread = Number(counts.rows[0].unread);
    const total = filter === 'all' ? all : filter === 'unread' ? unread : all - unread;
    return {
      rows: rows.map((r) => ({
        id: r.id as string,
        kind: r.kind as string,
        message: translate(r.message_code, locale, r.params),
        messageCode: r.message_code as string,
        params: r.params as Record<string, unknown>,
        link: r.link as string | null,
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
    const { rows } = await this.pool.query(
      `WITH direct AS (
         UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND recipient = $2 RETURNING id
       ), projected AS (
         SELECT id, recipient FROM rm_application_notifications WHERE id = $1 AND recipient = $2
       ), marked AS (
         INSERT INTO notification_reads (notification_id, recipient) SELECT id, recipient FROM projected
         ON CONFLICT (notification_id) DO NOTHING
       )
       SELECT (SELECT count(*) FROM direct) + (SELECT count(*) FROM projected) AS n`,
      [id, recipient],
    );
    if (!Number(rows[0].n)) throw notFound('notification.not-found');
  }

  async markAllRead(recipient: string): Promise<number> {
    const { rows } = await this.pool.query(
      `WITH direct AS (
         UPDATE notifications SET read_at = now() WHERE recipient = $1 AND read_at IS NULL RETURNING id
       ), projected AS (
         INSERT INTO notification_reads (notification_id, recipient)
         SELECT id, recipient FROM rm_application_notifications WHERE recipient = $1
         ON CONFLICT (notification_id) DO NOTHING RETURNING notification_id
       )
       SELECT (SELECT count(*) FROM direct) + (SELECT count(*) FROM projected) AS n`,
      [recipient],
    );
    return Number(rows[0].n);
  }
}
