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
    const condition = filter === 'unread' ? 'AND read_at IS NULL' : filter === 'read' ? 'AND read_at IS NOT NULL' : '';
    const { rows } = await this.pool.query(
      `SELECT *, count(*) OVER () AS total FROM notifications WHERE recipient = $1 ${condition}
        ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [recipient, page.size, page.offset],
    );
    const counts = await this.pool.query(
      `SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM notifications WHERE recipient = $1`,
      [recipient],
    );
    const total = rows[0] ? Number(rows[0].total) : filter === 'all' ? 0 : Number((await this.pool.query(`SELECT count(*) AS n FROM notifications WHERE recipient = $1 ${condition}`, [recipient])).rows[0].n);
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
      unread: Number(counts.rows[0].unread),
    };
  }

  async markRead(recipient: string, id: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('notification.not-found');
    const { rowCount } = await this.pool.query(
      `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND recipient = $2`,
      [id, recipient],
    );
    if (!rowCount) throw notFound('notification.not-found');
  }

  async markAllRead(recipient: string): Promise<number> {
    const { rowCount } = await this.pool.query(`UPDATE notifications SET read_at = now() WHERE recipient = $1 AND read_at IS NULL`, [recipient]);
    return rowCount ?? 0;
  }
}
