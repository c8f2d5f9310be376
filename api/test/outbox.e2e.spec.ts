import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { connectApp, type AppDatabase } from '../src/infrastructure/database/database.js';
import { JsonLogger } from '../src/infrastructure/logging/logger.js';
import { MailCatcher } from '../src/infrastructure/mail/mail-catcher.js';
import { Mailer } from '../src/infrastructure/mail/mailer.js';
import { enqueueMail, enqueueMails, type QueuedMail } from '../src/infrastructure/outbox/outbox.js';
import { OutboxWorker, type OutboxWorkerOptions } from '../src/infrastructure/outbox/outbox-worker.js';
import { RETRY_SCHEDULE } from '../src/infrastructure/outbox/retry-schedule.js';
import { defineMailTemplates } from '../src/infrastructure/outbox/templates.js';
import { sql } from '../src/infrastructure/database/read-models/sql.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const same = (text: string) => ({ ckb: text, en: text, ar: text, kmr: text });
defineMailTemplates({
  'test.outbox.notice': { subject: same('Notice {{n}}'), text: same('Notice number {{n}}; secret {{secret}}.') },
});

let db: TestDatabase;
let app: AppDatabase;
let sink: MailCatcher;
let sinkMailer: Mailer;
let downMailer: Mailer;
const logLines: string[] = [];
const log = new JsonLogger('debug', (line) => logLines.push(line));
const workers: OutboxWorker[] = [];

/** A port nothing listens on: the SMTP server is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function worker(mailer: Mailer, options: OutboxWorkerOptions = {}): OutboxWorker {
  const w = new OutboxWorker(app.pool, mailer, log, { random: () => 0.5, ...options });
  workers.push(w);
  return w;
}

async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>, outcome: 'COMMIT' | 'ROLLBACK' = 'COMMIT'): Promise<T> {
  const client = await app.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query(outcome);
    return result;
  } finally {
    client.release();
  }
}

let serial = 0;
function notice(to: string, extra: Partial<QueuedMail> = {}): QueuedMail {
  serial++;
  return {
    to,
    template: 'test.outbox.notice',
    locale: 'en',
    params: { n: serial, secret: `s3cret-${serial}-x` },
    secretParams: ['secret'],
    ...extra,
  };
}

const row = async (id: string) => (await db.owner.query('SELECT * FROM mail_outbox WHERE id = $1', [id])).rows[0];
const mailsTo = (to: string) => sink.list().filter((m) => m.to.includes(to));

beforeAll(async () => {
  db = await createTestDatabase();
  app = await connectApp(db.appUrl, 6);
  sink = new MailCatcher();
  await sink.start(0);
  sinkMailer = new Mailer(sink.url, 'Registry <no-reply@registry.test>');
  downMailer = new Mailer(`smtp://127.0.0.1:${await closedPort()}`, 'Registry <no-reply@registry.test>');
});

afterAll(async () => {
  for (const w of workers) await w.stop();
  sinkMailer.close();
  downMailer.close();
  await app.close();
  await sink.stop();
  await db.drop();
});

describe('outbox', () => {
  it('keeps a mail queued while SMTP is down, with attempts and error recorded, then delivers it exactly once', async () => {
    const { id } = await inTransaction((tx) => enqueueMail(tx, notice('down@example.org')));
    const down = worker(downMailer);
    expect(await down.drainOnce()).toEqual({ sent: 0, retried: 1, dead: 0, renewed: 0, withdrawn: 0 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, claim_token: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    // Retried after the first backoff step, not at once.
    const wait = (failed.next_attempt_at.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(RETRY_SCHEDULE.firstDelaySeconds - 3);
    expect(wait).toBeLessThanOrEqual(RETRY_SCHEDULE.firstDelaySeconds + 1);
    expect(await down.drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0, renewed: 0, withdrawn: 0 });

    await db.owner.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    expect(await down.drainOnce()).toEqual({ sent: 0, retried: 1, dead: 0, renewed: 0, withdrawn: 0 });
    expect((await row(id)).attempts).toBe(2);

    await db.owner.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    const up = worker(sinkMailer);
    expect(await up.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0, renewed: 0, withdrawn: 0 });
    expect(await up.drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0, renewed: 0, withdrawn: 0 });
    const mails = mailsTo('down@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/Notice number \d+; secret s3cret-\d+-x\./);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3 });
    // The secret parameter is gone from the row once sent; the others stay.
    expect(Object.keys(sent.params)).toEqual(['n']);
    expect(logLines.some((l) => l.includes('will retry') && l.includes(id))).toBe(true);
  });

  it('gives up after the last attempt: dead, logged, and the secret removed', async () => {
    const { id } = await inTransaction((tx) => enqueueMail(tx, notice('dead@example.org')));
    const down = worker(downMailer, { schedule: { ...RETRY_SCHEDULE, maxAttempts: 2 } });
    await down.drainOnce();
    await db.owner.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    expect(await down.drainOnce()).toEqual({ sent: 0, retried: 0, dead: 1, renewed: 0, withdrawn: 0 });
    const dead = await row(id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 2 });
    expect(dead.dead_at).toBeInstanceOf(Date);
    expect(dead.params.secret).toBeUndefined();
    expect(logLines.some((l) => JSON.parse(l).level === 'error' && l.includes('given up') && l.includes(id))).toBe(true);
    // A dead row is never picked up again.
    await db.owner.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
    expect(await worker(sinkMailer).drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0, renewed: 0, withdrawn: 0 });
  });

  it('queues nothing when the transaction rolls back', async () => {
    await inTransaction((tx) => enqueueMail(tx, notice('rollback@example.org')), 'ROLLBACK');
    const { rows } = await db.owner.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = 'rollback@example.org'`);
    expect(rows[0].n).toBe(0);
    expect(await worker(sinkMailer).drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0, renewed: 0, withdrawn: 0 });
    expect(mailsTo('rollback@example.org')).toHaveLength(0);
  });

  it('queues one mail per idempotency key, and refuses an unknown template or a missing parameter at once', async () => {
    const first = await inTransaction((tx) => enqueueMail(tx, notice('key@example.org', { idempotencyKey: 'notice-key-1' })));
    const again = await inTransaction((tx) => enqueueMail(tx, notice('key@example.org', { idempotencyKey: 'notice-key-1' })));
    expect(again).toEqual({ id: first.id, duplicate: true });
    await expect(inTransaction((tx) => enqueueMail(tx, notice('x@example.org', { template: 'test.outbox.none' })))).rejects.toThrow(
      /not registered/,
    );
    await expect(inTransaction((tx) => enqueueMail(tx, notice('x@example.org', { params: { n: 1 } })))).rejects.toThrow(
      /parameter "secret" is missing/,
    );
    await worker(sinkMailer).drainOnce();
    expect(mailsTo('key@example.org')).toHaveLength(1);
  });

  it('queues a batch in one statement: once per key, secret parameters kept apart, an unknown template or missing parameter refused', async () => {
    const batch = [
      notice('batch@example.org', { idempotencyKey: 'batch-key-1' }),
      notice('batch@example.org', { idempotencyKey: 'batch-key-1' }),
      notice('batch@example.org', { idempotencyKey: 'batch-key-2', secretParams: [] }),
      notice('batch@example.org', { urgent: true }),
    ];
    const queued = await inTransaction((tx) => enqueueMails(tx, batch));
    expect([...queued].sort()).toEqual(['', 'batch-key-1', 'batch-key-2']);
    const { rows } = await db.owner.query(
      `SELECT idempotency_key, secret_params, priority, params FROM mail_outbox WHERE recipient = 'batch@example.org' ORDER BY idempotency_key NULLS LAST`,
    );
    expect(rows.map((r) => [r.idempotency_key, r.secret_params, r.priority])).toEqual([
      ['batch-key-1', ['secret'], 1],
      ['batch-key-2', [], 1],
      [null, ['secret'], 0],
    ]);
    expect(rows[0].params).toEqual(batch[0]!.params);
    // Again: every key is queued already; the mail without a key is a new one.
    expect([...(await inTransaction((tx) => enqueueMails(tx, batch.slice(0, 3))))]).toEqual([]);
    await expect(inTransaction((tx) => enqueueMails(tx, [notice('x@example.org', { params: { n: 1 } })]))).rejects.toThrow(
      /parameter "secret" is missing/,
    );
    await expect(inTransaction((tx) => enqueueMails(tx, [notice('x@example.org', { template: 'test.outbox.none' })]))).rejects.toThrow(
      /not registered/,
    );
    await worker(sinkMailer).drainOnce();
    expect(mailsTo('batch@example.org')).toHaveLength(3);
  });

  it('sends each mail once when two workers drain at the same time', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `both-${i}@example.org`);
    await inTransaction(async (tx) => {
      for (const to of recipients) await enqueueMail(tx, notice(to));
    });
    const [a, b] = [worker(sinkMailer, { batchSize: 3 }), worker(sinkMailer, { batchSize: 3 })];
    const [ra, rb] = await Promise.all([a!.drainOnce(), b!.drainOnce()]);
    expect(ra.sent + rb.sent).toBe(40);
    // Both took part: the claims interleaved rather than one worker taking everything.
    expect(ra.sent).toBeGreaterThan(0);
    expect(rb.sent).toBeGreaterThan(0);
    for (const to of recipients) expect(mailsTo(to)).toHaveLength(1);
    const { rows } = await db.owner.query(
      `SELECT status, attempts, count(*)::int AS n FROM mail_outbox WHERE recipient LIKE 'both-%' GROUP BY 1, 2`,
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 40 }]);
  });

  it('holds a batch whose sending outlasts its lease (renewed while in hand), and lets one a dead worker held fall due after a lease', async () => {
    await inTransaction(async (tx) => {
      for (let i = 0; i < 3; i++) await enqueueMail(tx, notice(`held-${i}@example.org`));
    });
    // A worker whose SMTP exchanges hang until let go, with a lease of one second.
    let letGo!: () => void;
    const hanging = new Promise<void>((resolve) => (letGo = resolve));
    const slow = { send: async (mail: Parameters<Mailer['send']>[0]) => (await hanging, sinkMailer.send(mail)), connections: 3 };
    const a = new OutboxWorker(app.pool, slow as unknown as Mailer, log, { random: () => 0.5, leaseSeconds: 1, sendTimeoutMs: 20_000 });
    const draining = a.drainOnce();
    const claimed = async () =>
      (await db.owner.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient LIKE 'held-%' AND claim_token IS NOT NULL`)).rows[0]
        .n;
    for (let i = 0; i < 50 && (await claimed()) < 3; i++) await new Promise((r) => setTimeout(r, 100));
    // Three leases later another worker still finds nothing due: the lease was renewed.
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await worker(sinkMailer, { leaseSeconds: 1 }).drainOnce()).sent).toBe(0);
    letGo();
    expect((await draining).sent).toBe(3);
    for (let i = 0; i < 3; i++) expect(mailsTo(`held-${i}@example.org`)).toHaveLength(1);

    // A worker killed mid-batch leaves its claim and renews nothing: one lease later the rows are due.
    await inTransaction((tx) => enqueueMail(tx, notice('orphaned@example.org')));
    await db.owner.query(
      `UPDATE mail_outbox SET claim_token = gen_random_uuid(), attempts = 1, next_attempt_at = now() + interval '1 second' WHERE recipient = 'orphaned@example.org'`,
    );
    const other = worker(sinkMailer, { leaseSeconds: 1 });
    expect((await other.drainOnce()).sent).toBe(0);
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await other.drainOnce()).sent).toBe(1);
    expect(mailsTo('orphaned@example.org')).toHaveLength(1);
  });

  it('sends an urgent mail (a one-time code) before the ordinary ones queued earlier', async () => {
    await inTransaction(async (tx) => {
      for (let i = 0; i < 12; i++) await enqueueMail(tx, notice(`queue-${i}@example.org`));
    });
    await inTransaction((tx) => enqueueMail(tx, notice('urgent@example.org', { urgent: true })));
    // One mail per batch: the first batch is the urgent one, though it was queued last.
    await worker(sinkMailer, { batchSize: 1 }).drainOnce();
    const { rows } = await db.owner.query(
      `SELECT recipient FROM mail_outbox WHERE recipient LIKE 'queue-%' OR recipient = 'urgent@example.org' ORDER BY sent_at`,
    );
    expect(rows).toHaveLength(13);
    expect(rows[0].recipient).toBe('urgent@example.org');
    expect(mailsTo('urgent@example.org')).toHaveLength(1);
  });

  it('a started worker sends right after the commit, not before, and stops cleanly', async () => {
    const live = worker(sinkMailer, { idlePollMs: 60_000 });
    await live.start();
    const client = await app.pool.connect();
    try {
      await client.query('BEGIN');
      await enqueueMail(client, notice('commit@example.org'));
      await new Promise((r) => setTimeout(r, 300));
      expect(mailsTo('commit@example.org')).toHaveLength(0);
      const committed = Date.now();
      await client.query('COMMIT');
      await sink.waitFor('commit@example.org', () => true, 5_000);
      // Woken by the commit's notification, not by the minute-long poll.
      expect(Date.now() - committed).toBeLessThan(3_000);
    } finally {
      client.release();
    }
    await live.stop();
    const { rows } = await db.owner.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE claim_token IS NOT NULL`);
    expect(rows[0].n).toBe(0);
  });

  it('sends a burst in batches over a few pooled SMTP connections, a batch claimed and marked in one statement each', async () => {
    // A real SMTP server that counts the connections it is opened and the messages it gets.
    const seen = { connections: 0, messages: [] as string[] };
    const counting = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect: (_session, callback) => {
        seen.connections += 1;
        callback();
      },
      onData: (stream, _session, callback) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          seen.messages.push(text);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', () => resolve()));
    const port = (counting.server.address() as { port: number }).port;
    const pooled = new Mailer(`smtp://127.0.0.1:${port}`, 'Registry <no-reply@registry.test>', { maxConnections: 3 });
    try {
      const ids = await inTransaction(async (tx) => {
        const queued: string[] = [];
        for (let i = 0; i < 60; i++) queued.push((await enqueueMail(tx, notice(`burst-${i}@example.org`))).id);
        return queued;
      });
      // One row the worker cannot render: it fails alone, the rest of its batch goes out.
      const broken = (await db.owner.query(`UPDATE mail_outbox SET params = params - 'n' WHERE id = $1 RETURNING id`, [ids[7]])).rows[0].id;
      let statements = 0;
      const counted = {
        query: (...args: unknown[]) => ((statements += 1), (app.pool.query as (...a: unknown[]) => unknown)(...args)),
      } as unknown as pg.Pool;
      const w = new OutboxWorker(counted, pooled, log, { random: () => 0.5 });
      expect(await w.drainOnce()).toEqual({ sent: 59, retried: 1, dead: 0, renewed: 0, withdrawn: 0 });
      // Claim, mark the sent, reschedule the failed (and the hourly prune): not a statement per e-mail.
      expect(statements).toBeLessThanOrEqual(4);
      expect(seen.messages).toHaveLength(59);
      expect(seen.connections).toBeGreaterThanOrEqual(1);
      expect(seen.connections).toBeLessThanOrEqual(3);
      // Each e-mail's Message-ID is its outbox row: a re-send after a crash is recognisably the same message.
      const sentIds = ids.filter((id) => id !== broken);
      for (const id of sentIds) expect(seen.messages.some((m) => m.includes(`<${id}@outbox.registry>`))).toBe(true);
      const { rows } = await db.owner.query(
        `SELECT status, count(*)::int AS n FROM mail_outbox WHERE id = ANY($1::uuid[]) GROUP BY 1 ORDER BY 1`,
        [ids],
      );
      expect(rows).toEqual([
        { status: 'pending', n: 1 },
        { status: 'sent', n: 59 },
      ]);
      expect(await row(broken)).toMatchObject({
        status: 'pending',
        attempts: 1,
        claim_token: null,
        last_error: expect.stringContaining('parameter "n" is missing'),
      });
    } finally {
      pooled.close();
      await new Promise<void>((resolve) => counting.close(() => resolve()));
    }
  });

  describe('an e-mail with a validity (a one-time code)', () => {
    const expiring = (to: string, secondsLeft: number) =>
      notice(to, { urgent: true, validUntil: new Date(Date.now() + secondsLeft * 1000) });

    it('is sent as queued while enough of its validity is left', async () => {
      const { id } = await inTransaction((tx) => enqueueMail(tx, expiring('valid-long@example.org', 600)));
      const w = worker(sinkMailer, { renewWithinSeconds: 120 });
      w.renewWith(['test.outbox.notice'], () => Promise.reject(new Error('not to be called')));
      expect(await w.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0, renewed: 0, withdrawn: 0 });
      expect(await row(id)).toMatchObject({ status: 'sent', renewals: 0 });
    });

    it('is renewed, in one transaction with the renewer, and sent with the new content when too little is left', async () => {
      const { id } = await inTransaction((tx) => enqueueMail(tx, expiring('valid-short@example.org', 30)));
      const w = worker(sinkMailer, { renewWithinSeconds: 120 });
      const seen: string[] = [];
      w.renewWith(['test.outbox.notice'], async (session, mail) => {
        // The renewer's writes share the worker's transaction: here, its own marker row.
        await session.query(
          sql`INSERT INTO mail_outbox (id, recipient, template, locale, status) VALUES (gen_random_uuid(), ${`marker-${mail.id}`}, 'x', 'en', 'sent')`,
        );
        seen.push(`${mail.recipient} ${mail.template} ${mail.locale} ${mail.params.secret}`);
        return {
          template: mail.template,
          params: { ...mail.params, secret: 's3cret-renewed-x' },
          validUntil: new Date(Date.now() + 600_000),
        };
      });
      expect(await w.drainOnce()).toEqual({ sent: 1, retried: 0, dead: 0, renewed: 1, withdrawn: 0 });
      expect(seen).toEqual([expect.stringMatching(/^valid-short@example\.org test\.outbox\.notice en s3cret-\d+-x$/)]);
      const [mail] = mailsTo('valid-short@example.org');
      expect(mail!.text).toContain('secret s3cret-renewed-x.');
      expect(mailsTo('valid-short@example.org')).toHaveLength(1);
      const sent = await row(id);
      expect(sent).toMatchObject({ status: 'sent', renewals: 1 });
      expect(sent.renewed_at).toBeInstanceOf(Date);
      expect(sent.params.secret).toBeUndefined();
      expect(sent.valid_until.getTime()).toBeGreaterThan(Date.now() + 400_000);
      expect((await db.owner.query(`SELECT 1 FROM mail_outbox WHERE recipient = $1`, [`marker-${id}`])).rowCount).toBe(1);
    });

    it('is withdrawn unsent, its secret removed, when its renewer has nothing to send or none is registered', async () => {
      const superseded = await inTransaction((tx) => enqueueMail(tx, expiring('valid-superseded@example.org', 10)));
      const w = worker(sinkMailer, { renewWithinSeconds: 120 });
      w.renewWith(['test.outbox.notice'], () => Promise.resolve(null));
      expect(await w.drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0, renewed: 0, withdrawn: 1 });
      // Already past its validity, and no renewer at all: withdrawn too, never sent late.
      const expired = await inTransaction((tx) => enqueueMail(tx, expiring('valid-expired@example.org', -5)));
      expect(await worker(sinkMailer).drainOnce()).toEqual({ sent: 0, retried: 0, dead: 0, renewed: 0, withdrawn: 1 });
      for (const { id } of [superseded, expired]) {
        const withdrawn = await row(id);
        expect(withdrawn).toMatchObject({ status: 'withdrawn', claim_token: null, last_error: expect.stringMatching(/^withdrawn: /) });
        expect(withdrawn.withdrawn_at).toBeInstanceOf(Date);
        expect(withdrawn.params.secret).toBeUndefined();
      }
      expect(mailsTo('valid-superseded@example.org')).toHaveLength(0);
      expect(mailsTo('valid-expired@example.org')).toHaveLength(0);
      // A withdrawn row is never picked up again.
      await db.owner.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ANY($1::uuid[])`, [[superseded.id, expired.id]]);
      expect((await worker(sinkMailer).drainOnce()).withdrawn).toBe(0);
    });

    it('is judged at its own turn in the batch, not at the claim: a slow batch renews what it reaches too late', async () => {
      const ids = await inTransaction(async (tx) => [
        (await enqueueMail(tx, expiring('turn-1@example.org', 3))).id,
        (await enqueueMail(tx, expiring('turn-2@example.org', 3))).id,
      ]);
      // One lane whose sends take 1.5 s: both are claimed with 3 s left, enough; the second's turn
      // comes with 1.5 s left, under the 2 s renewWithinSeconds.
      const slow = { send: async (mail: Parameters<Mailer['send']>[0]) => (await sleep(1_500), sinkMailer.send(mail)), connections: 1 };
      const w = new OutboxWorker(app.pool, slow as unknown as Mailer, log, { random: () => 0.5, renewWithinSeconds: 2 });
      w.renewWith(['test.outbox.notice'], (_session, mail) =>
        Promise.resolve({ template: mail.template, params: mail.params, validUntil: new Date(Date.now() + 600_000) }),
      );
      expect(await w.drainOnce()).toEqual({ sent: 2, retried: 0, dead: 0, renewed: 1, withdrawn: 0 });
      // In the order they reached the SMTP sink (one lane: one after the other). Not by sent_at:
      // a batch's sent rows are marked by one UPDATE, so they share it, and the claim does not
      // order rows enqueued by one transaction.
      const { rows } = await db.owner.query<{ recipient: string; renewals: number }>(
        `SELECT recipient, renewals FROM mail_outbox WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      const arrival = (recipient: string) => [...sink.list()].reverse().findIndex((m) => m.to.includes(recipient)); // the sink lists the newest first
      rows.sort((a, b) => arrival(a.recipient) - arrival(b.recipient));
      expect(rows.map((r) => arrival(r.recipient))).not.toContain(-1);
      expect(rows.map((r) => r.renewals)).toEqual([0, 1]);
    });
  });

  it('logs no secret parameter', () => {
    expect(logLines.length).toBeGreaterThan(5);
    expect(logLines.filter((l) => /s3cret-\d+-x/.test(l))).toEqual([]);
  });
});
