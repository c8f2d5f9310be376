import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Logger } from '../logging/logger.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { isLocale, type Locale } from '@registry/domain/shared/i18n/locale';
import type { SqlSession } from '#src/event-store/event-store';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { OUTBOX_CHANNEL } from './outbox.js';
import { afterFailure, RETRY_SCHEDULE, type RetrySchedule } from './retry-schedule.js';
import { checkMail, renderMail, type MailParams } from './templates.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  /** How many e-mails it can send at once (its pooled connections); the worker's default concurrency. */
  readonly connections?: number;
}

/** A queued e-mail whose content is about to lose its use (a code near its expiry), handed to its template's renewer. */
export interface ExpiringMail {
  id: string;
  recipient: string;
  template: string;
  locale: Locale;
  params: MailParams;
}

/** What replaces an expiring e-mail's content: sent instead, and written to its row first. */
export interface RenewedMail {
  template: string;
  params: MailParams;
  validUntil: Date;
}

/**
 * Gives an expiring e-mail fresh content (a new code) in the worker's transaction, which also
 * rewrites the row; null when the e-mail is no longer to be sent at all (its code was spent or
 * replaced meanwhile): the row is then withdrawn.
 */
export type MailRenewer = (session: SqlSession, mail: ExpiringMail) => Promise<RenewedMail | null>;

export interface OutboxWorkerOptions {
  /** Rows claimed per round trip (and marked sent in one). */
  batchSize?: number;
  /** E-mails of a batch in flight at once; the mailer's connections by default. */
  concurrency?: number;
  /** A send that takes longer counts as failed (nodemailer's own socket timeout is 10 minutes). */
  sendTimeoutMs?: number;
  /**
   * How long a claimed batch is held from other workers, renewed every third of it while the
   * batch is being sent: a worker that dies lets its batch fall due within this long.
   */
  leaseSeconds?: number;
  /**
   * An e-mail with a `valid_until` closer than this when its turn to be sent comes is renewed (or
   * withdrawn) rather than sent: it would reach the reader too late to be used.
   */
  renewWithinSeconds?: number;
  /** Longest sleep without a notification: the safety net should the LISTEN connection be lost. */
  idlePollMs?: number;
  schedule?: RetrySchedule;
  /** Sent and withdrawn rows are deleted after this many days; dead rows stay until an operator acts. */
  keepSentDays?: number;
  /** Math.random by default; tests pass a fixed one. */
  random?: () => number;
}

export interface DrainResult {
  sent: number;
  retried: number;
  dead: number;
  /** E-mails given fresh content (a new code) before sending; counted in `sent` too when they went out. */
  renewed: number;
  /** E-mails not sent because their content expired and nothing renewed it (its code was spent or replaced). */
  withdrawn: number;
}

interface ClaimedRow {
  id: string;
  recipient: string;
  template: string;
  locale: string;
  params: Record<string, string | number>;
  secret_params: string[];
  attempts: number;
  /** Seconds of validity left when claimed (database clock); null: the e-mail never expires. */
  valid_seconds: number | null;
}

/** A claimed row and how its send went: sent, failed (`error`), or settled by its renewal (withdrawn, or its lease lost). */
interface SendOutcome {
  row: ClaimedRow;
  error?: unknown;
  settled?: boolean;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** A claimed batch's hold on its rows, renewed while it is being sent. */
const DEFAULT_LEASE_SECONDS = 30;
/** Two minutes: time for the e-mail to arrive and for its reader to type the code. */
const DEFAULT_RENEW_WITHIN_SECONDS = 120;
const RETRY_LISTEN_MS = 5_000;

/**
 * Sends what enqueueMail queued. Any number of workers (one per API instance) may run: a batch
 * is claimed with FOR UPDATE SKIP LOCKED in a short transaction that leases the rows (pushes
 * their due time past the time the batch may take), and the e-mails are sent outside any
 * transaction, so that a slow SMTP server never holds an open writer (which would hold every
 * projection back). A batch's e-mails go out `concurrency` at a time over the mailer's pooled
 * connections; the batch's outcomes are then written back in one statement for the sent rows and
 * one for the failed ones (docs/architecture.md, "Outbox"). The lease is short and renewed while
 * the batch is in hand: a worker that dies mid-batch leaves leased rows that fall due again within
 * one lease (30 s): delivery is at least once, and exactly once unless a worker
 * dies between the SMTP answers and the UPDATE that marks its batch sent (a re-sent e-mail keeps
 * its Message-ID, the outbox row's id). An e-mail queued with a validity (a code's expiry) is never
 * sent past it: near it, at its turn, its template's renewer gives fresh content, or it is withdrawn.
 */
export class OutboxWorker {
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly sendTimeoutMs: number;
  private readonly leaseSeconds: number;
  private readonly idlePollMs: number;
  private readonly renewWithinSeconds: number;
  private readonly renewers = new Map<string, MailRenewer>();
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
    this.batchSize = options.batchSize ?? 100;
    this.concurrency = Math.max(1, Math.min(this.batchSize, options.concurrency ?? mailer.connections ?? 4));
    this.sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
    // Short, and renewed while the batch is in hand (holdLease): a batch of slow sends keeps its
    // rows, and one whose worker was killed goes out within this long, not after the whole
    // batch's worst case (11 minutes, issue 36 §1).
    this.leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    this.idlePollMs = options.idlePollMs ?? 30_000;
    this.renewWithinSeconds = options.renewWithinSeconds ?? DEFAULT_RENEW_WITHIN_SECONDS;
    this.schedule = options.schedule ?? RETRY_SCHEDULE;
    this.keepSentDays = options.keepSentDays ?? 30;
    this.random = options.random ?? Math.random;
  }

  /**
   * Registers who renews the expiring e-mails of these templates (the module that queued them;
   * the composition keeps the outbox free of modules). An expiring e-mail without one is withdrawn.
   */
  renewWith(templates: readonly string[], renewer: MailRenewer): void {
    for (const template of templates) this.renewers.set(template, renewer);
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
    const result: DrainResult = { sent: 0, retried: 0, dead: 0, renewed: 0, withdrawn: 0 };
    while (!this.stopping) {
      const claimToken = randomUUID();
      const { rows } = await this.pool.query<ClaimedRow>(
        sql`WITH due AS (
           SELECT id FROM mail_outbox
            WHERE status = 'pending' AND next_attempt_at <= now()
            ORDER BY priority, next_attempt_at
            LIMIT ${this.batchSize}
              FOR UPDATE SKIP LOCKED
         )
         UPDATE mail_outbox o
            SET attempts = o.attempts + 1, claim_token = ${claimToken}, next_attempt_at = now() + make_interval(secs => ${this.leaseSeconds})
           FROM due WHERE o.id = due.id
         RETURNING o.id, o.recipient, o.template, o.locale, o.params, o.secret_params, o.attempts,
                   extract(epoch FROM o.valid_until - now())::float8 AS valid_seconds`,
      );
      const claimedAt = performance.now();
      const releaseLease = this.holdLease(claimToken, rows.length);
      try {
        await this.record(await this.sendAll(rows, claimToken, claimedAt, result), claimToken, result);
      } finally {
        releaseLease();
      }
      if (rows.length < this.batchSize) break;
    }
    await this.pruneSent();
    return result;
  }

  /**
   * Renews the batch's lease every third of it until released (its outcomes recorded). A renewal
   * that fails (the database away) is only logged: the rows then fall due, at worst sent twice.
   */
  private holdLease(claimToken: string, claimed: number): () => void {
    if (claimed === 0) return () => undefined;
    const renew = () =>
      this.pool
        .query(
          sql`UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => ${this.leaseSeconds})
               WHERE claim_token = ${claimToken} AND status = 'pending'`,
        )
        .catch((error: unknown) => this.log.warn('outbox: could not renew the lease of a batch in hand', { error }));
    const timer = setInterval(() => void renew(), (this.leaseSeconds * 1000) / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Sends the batch `concurrency` at a time: one slow SMTP exchange holds up one lane, not the batch. */
  private async sendAll(rows: readonly ClaimedRow[], claimToken: string, claimedAt: number, result: DrainResult): Promise<SendOutcome[]> {
    const outcomes: SendOutcome[] = [];
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        try {
          if (!isLocale(row.locale)) throw new Error(`unknown locale "${row.locale}"`);
          let content = { template: row.template, params: row.params as MailParams };
          // Checked at the e-mail's own turn, not at the claim: a slow batch may reach it minutes later.
          const validFor = row.valid_seconds === null ? Infinity : row.valid_seconds - (performance.now() - claimedAt) / 1000;
          if (validFor < this.renewWithinSeconds) {
            const renewed = await this.renew(row, row.locale, claimToken);
            if (renewed === 'withdrawn') result.withdrawn++;
            if (renewed === 'withdrawn' || renewed === 'lease-lost') {
              outcomes.push({ row, settled: true });
              continue;
            }
            result.renewed++;
            content = renewed;
          }
          const rendered = renderMail(content.template, row.locale, content.params);
          await this.withTimeout(this.mailer.send({ to: row.recipient, ...rendered, messageId: `<${row.id}@outbox.registry>` }));
          outcomes.push({ row });
        } catch (error) {
          outcomes.push({ row, error });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, lane));
    return outcomes;
  }

  /**
   * Gives an e-mail near its `valid_until` fresh content from its template's renewer, or withdraws
   * it, in one transaction with the renewer's own writes (the new code), while the lease is ours.
   * The row holds the new content before it is sent: a worker that dies next leaves a valid e-mail.
   */
  private async renew(row: ClaimedRow, locale: Locale, claimToken: string): Promise<RenewedMail | 'withdrawn' | 'lease-lost'> {
    const renewer = this.renewers.get(row.template);
    const outcome = await inTransaction(this.pool, async (tx) => {
      const { rowCount } = await tx.query(sql`SELECT 1 FROM mail_outbox WHERE id = ${row.id} AND claim_token = ${claimToken} FOR UPDATE`);
      if (!rowCount) return 'lease-lost' as const;
      const renewed = renewer
        ? await renewer(tx, { id: row.id, recipient: row.recipient, template: row.template, locale, params: row.params })
        : null;
      if (!renewed) {
        await tx.query(
          sql`UPDATE mail_outbox SET status = 'withdrawn', withdrawn_at = now(), claim_token = NULL, params = params - secret_params,
                 last_error = ${renewer ? 'withdrawn: its content expired and was not renewed (superseded or used)' : 'withdrawn: its content expired and no renewer is registered for its template'}
               WHERE id = ${row.id}`,
        );
        return 'withdrawn' as const;
      }
      checkMail(renewed.template, locale, renewed.params);
      await tx.query(
        sql`UPDATE mail_outbox SET template = ${renewed.template}, params = ${JSON.stringify(renewed.params)}, valid_until = ${renewed.validUntil},
               renewals = renewals + 1, renewed_at = now()
             WHERE id = ${row.id}`,
      );
      return renewed;
    });
    const facts = { outboxId: row.id, template: row.template, attempts: row.attempts };
    if (outcome === 'withdrawn') this.log.warn('outbox: e-mail withdrawn unsent: its content expired before its turn', facts);
    else if (outcome !== 'lease-lost')
      this.log.warn('outbox: e-mail renewed before sending: its content would have expired', { ...facts, renewedAs: outcome.template });
    return outcome;
  }

  /** Writes a batch's outcomes back: one UPDATE for the sent rows, one for the failed ones, each only while the lease is ours. */
  private async record(outcomes: readonly SendOutcome[], claimToken: string, result: DrainResult): Promise<void> {
    const sent = outcomes.filter((o) => o.error === undefined && !o.settled).map((o) => o.row);
    if (sent.length) {
      const { rows: marked } = await this.pool.query<{ id: string }>(
        sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), claim_token = NULL, params = params - secret_params
          WHERE id = ANY(${sent.map((r) => r.id)}::uuid[]) AND claim_token = ${claimToken}
          RETURNING id`,
      );
      const ours = new Set(marked.map((r) => r.id));
      for (const row of sent) {
        if (!ours.has(row.id))
          this.log.warn('outbox: e-mail sent after its lease ended; another worker may send it again', {
            outboxId: row.id,
            template: row.template,
            attempts: row.attempts,
          });
      }
      this.log.log('outbox: e-mails sent', { count: sent.length, outboxIds: sent.map((r) => r.id) });
      result.sent += sent.length;
    }
    const failed = outcomes
      .filter((o) => o.error !== undefined)
      .map(({ row, error }) => {
        const outcome = afterFailure(row.attempts, this.random(), this.schedule);
        return {
          row,
          message: this.describe(error, row),
          dead: outcome.kind === 'dead',
          delaySeconds: outcome.kind === 'dead' ? 0 : outcome.delaySeconds,
        };
      });
    if (!failed.length) return;
    await this.pool.query(
      sql`UPDATE mail_outbox o
          SET status = CASE WHEN f.dead THEN 'dead' ELSE 'pending' END,
              last_error = f.message,
              next_attempt_at = now() + make_interval(secs => f.delay_seconds),
              claim_token = NULL,
              dead_at = CASE WHEN f.dead THEN now() END,
              params = CASE WHEN f.dead THEN o.params - o.secret_params ELSE o.params END
         FROM unnest(${failed.map((f) => f.row.id)}::uuid[], ${failed.map((f) => f.dead)}::boolean[], ${failed.map((f) => f.message)}::text[], ${failed.map((f) => f.delaySeconds)}::float8[]) AS f(id, dead, message, delay_seconds)
        WHERE o.id = f.id AND o.claim_token = ${claimToken}`,
    );
    for (const { row, message, dead, delaySeconds } of failed) {
      const facts = { outboxId: row.id, template: row.template, attempts: row.attempts, error: message };
      if (dead) {
        result.dead++;
        this.log.error('outbox: e-mail given up after its last attempt', facts);
      } else {
        result.retried++;
        this.log.warn('outbox: e-mail not sent; will retry', { ...facts, retryInSeconds: delaySeconds });
      }
    }
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
      sql`SELECT ceil(extract(epoch FROM min(next_attempt_at) - now()) * 1000)::bigint AS ms FROM mail_outbox WHERE status = 'pending'`,
    );
    const ms = rows[0]?.ms === null || rows[0]?.ms === undefined ? this.idlePollMs : Number(rows[0].ms);
    return Math.min(this.idlePollMs, Math.max(100, ms));
  }

  private async pruneSent(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await this.pool.query(
      sql`DELETE FROM mail_outbox
           WHERE (status = 'sent' AND sent_at < now() - make_interval(days => ${this.keepSentDays}))
              OR (status = 'withdrawn' AND withdrawn_at < now() - make_interval(days => ${this.keepSentDays}))`,
    );
  }

  private async listen(): Promise<void> {
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      client.on('notification', (note) => {
        if (note.channel === OUTBOX_CHANNEL) this.wake();
      });
      client.on('error', (error) => this.listenerLost(client!, error));
      await client.query(sql`LISTEN ${Sql.identifier(OUTBOX_CHANNEL)}`);
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
