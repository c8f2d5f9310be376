import { v5 as uuidv5 } from 'uuid';
import type { SqlSession } from '#src/event-store/event-store';
import { enqueueMails } from '#src/infrastructure/outbox/outbox';
import { isLocale, DEFAULT_LOCALE } from '@registry/domain/shared/i18n/locale';
import { staffNotificationCode, type StaffNotificationReason } from '@registry/domain/applications/staff-notifications';
import { StaffMail } from './staff-mail-templates.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

const NOTIFICATION_NAMESPACE = '7d0c35a8-1f7e-4d53-9b8e-3c1a4f0e2b61';
const RESOURCE_OF_KIND: Record<string, string> = { 'trade-name': 'trade-names', business: 'businesses', trademark: 'trademarks' };
const MAIL_OF_REASON = {
  assigned: StaffMail['staff.assigned'],
  resubmitted: StaffMail['staff.resubmitted'],
  'due-soon': StaffMail['staff.due-soon'],
} as const;

export interface StaffNotice {
  userId: string;
  reason: StaffNotificationReason;
  applicationId: string;
  /** The read model's kind: trade-name, business or trademark. */
  kind: string;
  name: string | null;
  /** What makes this notice once-only (an event id, a clock start): the same key never notifies twice. */
  key: string;
}

/**
 * Tells a member of staff of their work: an in-app notification (rows of `notifications`, read
 * in the back office's list and badge), and, when they chose `in_app_and_email`, an e-mail
 * through the outbox in their language, in the caller's transaction. Once only per key: the
 * notification's id is derived from it and its insertion decides whether to mail, so a replay
 * of the events or a second sweep tells nobody twice.
 */
export async function notifyStaff(tx: SqlSession, notice: StaffNotice, backOfficeUrl = ''): Promise<boolean> {
  return (await notifyStaffAll(tx, [notice], backOfficeUrl)) > 0;
}

/**
 * notifyStaff for many notices in a few statements whatever their number (a projection's batch):
 * the notifications in one insert, their recipients in one read, their e-mails in one insert.
 * Returns how many notices were new.
 */
export async function notifyStaffAll(tx: SqlSession, notices: readonly StaffNotice[], backOfficeUrl = ''): Promise<number> {
  if (!notices.length) return 0;
  const rows = notices.map((notice) => {
    const reference = notice.applicationId.slice(0, 8);
    // Isolated (FSI … PDI): a right-to-left name inside a left-to-right sentence, or the reverse, keeps its place.
    const name = `\u2068${notice.name?.trim() || `#${reference}`}\u2069`;
    const resource = RESOURCE_OF_KIND[notice.kind] ?? 'applications';
    return {
      id: uuidv5(`${notice.reason}:${notice.userId}:${notice.key}`, NOTIFICATION_NAMESPACE),
      recipient: `staff:${notice.userId}`,
      kind: `staff-${notice.reason}`,
      message_code: staffNotificationCode(notice.reason),
      params: { name, reference },
      link: `/${resource}/${notice.applicationId}/show`,
      notice,
    };
  });
  const { rows: inserted } = await tx.query(
    sql`INSERT INTO notifications (id, recipient, kind, message_code, params, link)
     SELECT id, recipient, kind, message_code, params, link
       FROM jsonb_to_recordset(${JSON.stringify(rows.map(({ notice: _, ...row }) => row))}::jsonb) AS n(id uuid, recipient text, kind text, message_code text, params jsonb, link text)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
  );
  const fresh = new Set(inserted.map((r: { id: string }) => r.id));
  // The same key twice in one call is one notice, as two calls would make it.
  const news = rows.filter((r) => fresh.delete(r.id));
  if (!news.length) return 0;
  const { rows: users } = await tx.query(
    sql`SELECT id::text AS id, email, locale, notification_channel, status FROM staff_users WHERE id::text = ANY(${[...new Set(news.map((r) => r.notice.userId))]}::text[])`,
  );
  const byId = new Map(
    users.map((u: { id: string; email: string; locale: string; notification_channel: string; status: string }) => [u.id, u]),
  );
  await enqueueMails(
    tx,
    news.flatMap(({ id, notice, params, link }) => {
      const user = byId.get(notice.userId);
      if (user?.status !== 'active' || user.notification_channel !== 'in_app_and_email') return [];
      return [
        {
          to: user.email,
          template: MAIL_OF_REASON[notice.reason],
          locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
          params: { ...params, link: `${backOfficeUrl.replace(/\/+$/, '')}/#${link}` },
          idempotencyKey: `staff-mail:${id}`,
        },
      ];
    }),
  );
  return news.length;
}
