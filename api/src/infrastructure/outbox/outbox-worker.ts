import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '../logging/logger.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { isLocale } from '@registry/domain/shared/i18n/locale';
import { OUTBOX_CHANNEL } from './outbox.js';
import { afterFailure, RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule.js';
import { renderMail, type MailParams } from './templates.js';

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

export interface OutboxWorkerOptions {
  /** Rows claimed per round trip. */
  batchSize?: number;
  /** A send that takes longer counts as failed (nodemailer's own socket timeout is 10 minutes). */
  sendTimeoutMs?: number;
  /** Longest sleep without a notification: the safety net should the LISTEN connection be lost. */
  idlePollMs?: number;
  schedule?: RetrySchedule;
  /** Sent rows are deleted after this many days; dead rows stay until an operator acts. */
  keepSentDays?: number;
  /** Math.random by default; tests pass a fixed one. */
  random?: () => number;
}

export interface DrainResult {
  sent: number;
  retried: number;
  dead: number;
}

interface ClaimedRow {
  id: string;
  recipient: string;
  template: string;
  locale: string;
  params: Record<string, string | number>;
  secret_params: string[];
  attempts: number;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const RETRY_LISTEN_MS = 5_000;
/** E-mails of a batch sent at once (separate SMTP exchanges). */
const PARALLEL_SENDS = 4;

/**
 * Sends what enqueueMail queued. Any number of workers (one per API instance) may run: a batch
 * is claimed with FOR UPDATE SKIP LOCKED in a short transaction that leases the rows (pushes
 * their due time past the time the batch may take), and the e-mail is sent outside any
 * transaction, so that a slow SMTP server never holds an open writer (which would hold every
 * projection back). A worker that dies mid-batch leaves leased rows that fall due again: delivery
 * is at least once, and exactly once unless a worker dies between the SMTP answer and the UPDATE
 * that marks the row sent.
 */
export class OutboxWorker {
  private readonly batchSize: number;
  private readonly sendTimeoutMs: number;
  private readonly leaseSeconds: number;
  private readonly idlePollMs: number;
  private readonly schedule: RetrySchedule;
  private readonly keepSentDays: number;
  private readonly random: () => number;

  private running = false;
  private stopping = false;
  private wakeRequested = false;
  private draining?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private listener?: pg.PoolClient;
  private lastPrune = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly mailer: MailSender,
    private readonly log: Logger,
    options: OutboxWorkerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
    // Long enough for a whole batch of slow sends, so that no other worker takes a row meanwhile.
    this.leaseSeconds = Math.ceil((this.batchSize * this.sendTimeoutMs) / 1000) + 60;
    this.idlePollMs = options.idlePollMs ?? 30_000;
    this.schedule = options.schedule ?? RETRY_SCHEDULE;
    this.keepSentDays = options.keepSentDays ?? 30;
    this.random = options.random ?? Math.random;
  }

  /** Listens for commits that queued mail and drains at once, then whenever woken or due. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    await this.listen();
    this.wake();
  }

  /** Finishes the batch in hand, then stops listening; no row is left leased by a clean stop. */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.draining;
    const listener = this.listener;
    this.listener = undefined;
    // Destroyed rather than returned to the pool, so that no pooled connection keeps the LISTEN.
    listener?.release(true);
  }

  /** Asks the running worker to drain now (also what a notification does). */
  wake(): void {
    if (!this.running) return;
    this.wakeRequested = true;
    if (this.draining) return;
    clearTimeout(this.timer);
    this.draining = this.drainWhileWoken().then((delayMs) => {
      this.draining = undefined;
      if (!this.running) return;
      if (this.wakeRequested) this.wake();
      else this.timer = setTimeout(() => this.wake(), delayMs).unref();
    });
  }

  private async drainWhileWoken(): Promise<number> {
    let delayMs = this.idlePollMs;
    while (this.running && this.wakeRequested) {
      this.wakeRequested = false;
      try {
        await this.drainOnce();
        delayMs = await this.msUntilNextDue();
      } catch (error) {
        this.log.error('outbox: drain failed; trying again shortly', { error });
        delayMs = RETRY_LISTEN_MS;
      }
    }
    return delayMs;
  }

  /** Sends every row due now, batch by batch; failed rows are rescheduled, not retried in this call. */
  async drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, dead: 0 };
    while (!this.stopping) {
      const claimToken = randomUUID();
      const { rows } = await this.pool.query<ClaimedRow>(
        `WITH due AS (
           SELECT id FROM mail_outbox
            WHERE status = 'pending' AND next_attempt_at <= now()
            ORDER BY priority, next_attempt_at
            LIMIT $2
              FOR UPDATE SKIP LOCKED
         )
         UPDATE mail_outbox o
            SET attempts = o.attempts + 1, claim_token = $1, next_attempt_at = now() + make_interval(secs => $3)
           FROM due WHERE o.id = due.id
         RETURNING o.id, o.recipient, o.template, o.locale, o.params, o.secret_params, o.attempts`,
        [claimToken, this.batchSize, this.leaseSeconds],
      );
      // A few at a time: one slow SMTP exchange must not hold up the rest of the batch.
      for (let i = 0; i < rows.length; i += PARALLEL_SENDS) {
        await Promise.all(rows.slice(i, i + PARALLEL_SENDS).map((row) => this.deliver(row, claimToken, result)));
      }
      if (rows.length < this.batchSize) break;
    }
    await this.pruneSent();
    return result;
  }

  private async deliver(row: ClaimedRow, claimToken: string, result: DrainResult): Promise<void> {
    const facts = { outboxId: row.id, template: row.template, attempts: row.attempts };
    try {
      if (!isLocale(row.locale)) throw new Error(`unknown locale "${row.locale}"`);
      const rendered = renderMail(row.template, row.locale, row.params as MailParams);
      await this.withTimeout(this.mailer.send({ to: row.recipient, ...rendered }));
    } catch (error) {
      const message = this.describe(error, row);
      const outcome = afterFailure(row.attempts, this.random(), this.schedule);
      const dead = outcome.kind === 'dead';
      await this.pool.query(
        `UPDATE mail_outbox
            SET status = CASE WHEN $3 THEN 'dead' ELSE 'pending' END,
                last_error = $4,
                next_attempt_at = now() + make_interval(secs => $5),
                claim_token = NULL,
                dead_at = CASE WHEN $3 THEN now() END,
                params = CASE WHEN $3 THEN params - secret_params ELSE params END
          WHERE id = $1 AND claim_token = $2`,
        [row.id, claimToken, dead, message, dead ? 0 : outcome.delaySeconds],
      );
      if (dead) {
        result.dead++;
        this.log.error('outbox: e-mail given up after its last attempt', { ...facts, error: message });
      } else {
        result.retried++;
        this.log.warn('outbox: e-mail not sent; will retry', { ...facts, retryInSeconds: outcome.delaySeconds, error: message });
      }
      return;
    }
    const marked = await this.pool.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), claim_token = NULL, params = params - secret_params
        WHERE id = $1 AND claim_token = $2`,
      [row.id, claimToken],
    );
    if (!marked.rowCount) this.log.warn('outbox: e-mail sent after its lease ended; another worker may send it again', facts);
    else this.log.log('outbox: e-mail sent', facts);
    result.sent++;
  }

  private withTimeout(sending: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`SMTP send took longer than ${this.sendTimeoutMs} ms`)), this.sendTimeoutMs);
    });
    return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
  }

  /** The error, short, and without any secret parameter an SMTP answer might echo. */
  private describe(error: unknown, row: ClaimedRow): string {
    let message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    for (const name of row.secret_params) {
      const value = row.params[name];
      if (value !== undefined && String(value).length > 0) message = message.split(String(value)).join('[redacted]');
    }
    return message.slice(0, 1000);
  }

  private async msUntilNextDue(): Promise<number> {
    const { rows } = await this.pool.query(
      `SELECT ceil(extract(epoch FROM min(next_attempt_at) - now()) * 1000)::bigint AS ms FROM mail_outbox WHERE status = 'pending'`,
    );
    const ms = rows[0]?.ms === null || rows[0]?.ms === undefined ? this.idlePollMs : Number(rows[0].ms);
    return Math.min(this.idlePollMs, Math.max(100, ms));
  }

  private async pruneSent(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.pool.query(`DELETE FROM mail_outbox WHERE status = 'sent' AND sent_at < now() - make_interval(days => $1)`, [this.keepSentDays]);
  }

  private async listen(): Promise<void> {
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      client.on('notification', (note) => {
        if (note.channel === OUTBOX_CHANNEL) this.wake();
      });
      client.on('error', (error) => this.listenerLost(client!, error));
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.listener = client;
    } catch (error) {
      client?.release(true);
      this.log.warn('outbox: cannot listen for new mail; polling until it can', { error });
      if (this.running) setTimeout(() => void this.relisten(), RETRY_LISTEN_MS).unref();
    }
  }

  private listenerLost(client: pg.PoolClient, error: Error): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    client.release(error);
    if (!this.running) return;
    this.log.warn('outbox: lost the LISTEN connection; reconnecting', { error });
    setTimeout(() => void this.relisten(), RETRY_LISTEN_MS).unref();
  }

  private async relisten(): Promise<void> {
    if (!this.running || this.listener) return;
    await this.listen();
    // Whatever was queued while nobody listened.
    this.wake();
  }
}
