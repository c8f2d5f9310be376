import { randomUUID } from 'node:crypto';
import type { SqlSession } from '#src/event-store/event-store';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { checkMail, type MailParams } from './templates.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** The channel the worker listens on; PostgreSQL delivers a NOTIFY only when its transaction commits. */
export const OUTBOX_CHANNEL = 'mail_outbox';

export interface QueuedMail {
  to: string;
  /** A name registered with defineMailTemplates. */
  template: string;
  locale: Locale;
  params?: MailParams;
  /** Parameters removed from the row once the e-mail is sent or given up (a one-time code). */
  secretParams?: readonly string[];
  /** Enqueueing again with the same key queues nothing new (a retried command). */
  idempotencyKey?: string;
  /** Sent before any other waiting mail: someone is waiting for it on the screen (a one-time code). */
  urgent?: boolean;
  /**
   * When the e-mail's content stops being of use (a code's expiry): it is never sent after that.
   * Shortly before it, a renewer registered for the template (OutboxWorker.renewWith) gives fresh
   * content (a new code), or the e-mail is withdrawn unsent.
   */
  validUntil?: Date;
}

export interface EnqueuedMail {
  id: string;
  /** True when a mail with this idempotency key was queued already. */
  duplicate: boolean;
}

/**
 * Queues an e-mail in the caller's transaction: it exists exactly when the business change that
 * causes it commits, and the worker is woken on commit. The template and its parameters are
 * checked here so that a wrong name or a missing parameter fails the command, not the worker later.
 */
export async function enqueueMail(session: SqlSession, mail: QueuedMail): Promise<EnqueuedMail> {
  const params = mail.params ?? {};
  checkMail(mail.template, mail.locale, params);
  const id = randomUUID();
  const inserted = await session.query(
    sql`INSERT INTO mail_outbox (id, idempotency_key, recipient, template, locale, params, secret_params, priority, valid_until)
     VALUES (${id}, ${mail.idempotencyKey ?? null}, ${mail.to}, ${mail.template}, ${mail.locale}, ${JSON.stringify(params)}, ${[...(mail.secretParams ?? [])]}, ${mail.urgent ? 0 : 1}, ${mail.validUntil ?? null})
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id`,
  );
  if (!inserted.rowCount) {
    const { rows } = await session.query(sql`SELECT id FROM mail_outbox WHERE idempotency_key = ${mail.idempotencyKey}`);
    return { id: rows[0].id, duplicate: true };
  }
  await session.query(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
  return { id, duplicate: false };
}

/**
 * Queues many e-mails in the caller's transaction with one statement and one wake-up (a
 * projection's batch): the same rows and the same once-per-key rule as enqueueMail, but no round
 * trip per e-mail. Returns the keys of the e-mails queued now (a key queued before is left out).
 */
export async function enqueueMails(session: SqlSession, mails: readonly QueuedMail[]): Promise<Set<string>> {
  if (!mails.length) return new Set();
  for (const mail of mails) checkMail(mail.template, mail.locale, mail.params ?? {});
  // Columns as arrays (unnest) rather than one JSON document of rows (jsonb_to_recordset): measured
  // 20 % less time per row over 100,000 e-mails, which a first catch-up queues.
  const { rows: queued } = await session.query(
    sql`INSERT INTO mail_outbox (id, idempotency_key, recipient, template, locale, params, secret_params, priority, valid_until)
     SELECT id, idempotency_key, recipient, template, locale, params,
            CASE WHEN secret = '[]' THEN '{}'::text[] ELSE ARRAY(SELECT jsonb_array_elements_text(secret::jsonb)) END,
            priority, valid_until
       FROM unnest(${mails.map(() => randomUUID())}::uuid[], ${mails.map((mail) => mail.idempotencyKey ?? null)}::text[], ${mails.map((mail) => mail.to)}::text[], ${mails.map((mail) => mail.template)}::text[], ${mails.map((mail) => mail.locale)}::text[], ${mails.map((mail) => JSON.stringify(mail.params ?? {}))}::jsonb[], ${mails.map((mail) => JSON.stringify(mail.secretParams ?? []))}::text[], ${mails.map((mail) => (mail.urgent ? 0 : 1))}::int[], ${mails.map((mail) => mail.validUntil ?? null)}::timestamptz[])
         AS m(id, idempotency_key, recipient, template, locale, params, secret, priority, valid_until)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id, idempotency_key`,
  );
  if (queued.length) await session.query(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
  return new Set(queued.map((r: { idempotency_key: string | null }) => r.idempotency_key ?? ''));
}
