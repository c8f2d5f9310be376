import 'reflect-metadata';
import { connectApp } from '../src/infrastructure/database/database.js';
import { JsonLogger } from '../src/infrastructure/logging/logger.js';
import { MailCatcher } from '../src/infrastructure/mail/mail-catcher.js';
import { Mailer, type MailerOptions } from '../src/infrastructure/mail/mailer.js';
import { enqueueMail } from '../src/infrastructure/outbox/outbox.js';
import { OutboxWorker, type OutboxWorkerOptions } from '../src/infrastructure/outbox/outbox-worker.js';
import { StatusMail } from '../src/modules/applications/status-mail-templates.js';
import { benchDatabase, fmt, reportLine, runBenchmark } from './support.js';

/**
 * npm run bench:outbox
 * E-mails/s from the outbox to a real SMTP server (the mail catcher the portal runs without
 * SMTP_URL): BENCH_MAILS status-change e-mails queued as the notifications projection queues
 * them, then drained by the worker as the portal configures it (batches, pooled SMTP), and in the
 * same run by two baselines: the worker as it was (batches of 10, 4 at a time, a new SMTP
 * connection per e-mail, a statement per e-mail) in shape, and one e-mail at a time; each into a
 * catcher of its own that must receive every one. The load test that found the backlog saw 130
 * status changes/s while the outbox sent 29 e-mails/s.
 */
const MAILS = Number(process.env.BENCH_MAILS ?? 2_000);
const BASELINE_MAILS = Number(process.env.BENCH_BASELINE_MAILS ?? 300);
/** SMTP connections of the pooled run (the Mailer's default unless set). */
const CONNECTIONS = process.env.BENCH_CONNECTIONS ? Number(process.env.BENCH_CONNECTIONS) : undefined;
const FROM = 'Business Registry <no-reply@registry.localhost>';

async function main() {
  const bench = await benchDatabase();
  const db = await connectApp(bench.appUrl, 20);
  const log = new JsonLogger('warn');

  /** Queues `count` status e-mails in transactions of 50, as a burst of status changes does. */
  const queue = async (count: number, tag: string) => {
    for (let i = 0; i < count; i += 50) {
      const client = await db.pool.connect();
      try {
        await client.query('BEGIN');
        for (let j = i; j < Math.min(count, i + 50); j++) {
          await enqueueMail(client, {
            to: `applicant-${tag}-${j}@example.org`,
            template: StatusMail['applications.status-changed'],
            locale: 'ckb',
            params: {
              kind: 'ناوی بازرگانی',
              name: 'چایخانەی شار',
              status: 'پەسەندکرا',
              link: 'https://registry.example/applications/trade-names/x',
            },
            idempotencyKey: `bench-${tag}-${j}`,
          });
        }
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }
  };

  /** Drains `count` queued e-mails with a worker so configured; e-mails/s from the first claim to the last mark. */
  const run = async (count: number, tag: string, mailer: MailerOptions, worker: OutboxWorkerOptions) => {
    await queue(count, tag);
    const catcher = new MailCatcher(count);
    await catcher.start(0);
    const sender = new Mailer(catcher.url, FROM, mailer);
    try {
      const started = performance.now();
      const result = await new OutboxWorker(db.pool, sender, log, worker).drainOnce();
      const seconds = (performance.now() - started) / 1000;
      if (result.sent !== count || result.retried || result.dead) throw new Error(`${tag}: ${JSON.stringify(result)} of ${count}`);
      // Every e-mail reached the SMTP server (the catcher parses each before it answers 250).
      const received = catcher.list().length;
      if (received !== count) throw new Error(`${tag}: the SMTP server received ${received} of ${count}`);
      return count / seconds;
    } finally {
      sender.close();
      await catcher.stop();
    }
  };

  const pooled = await run(MAILS, 'pooled', { maxConnections: CONNECTIONS }, {});
  const previous = await run(BASELINE_MAILS, 'previous', { maxConnections: 0 }, { batchSize: 10, concurrency: 4 });
  const single = await run(Math.ceil(BASELINE_MAILS / 2), 'single', { maxConnections: 0 }, { batchSize: 1, concurrency: 1 });
  reportLine(
    `worker: batches of 100, pooled SMTP (${fmt(MAILS)} e-mails)`,
    `${fmt(pooled)} e-mails/s   (target >= 130, the load test's status changes/s)`,
  );
  reportLine(`baseline: 10 per batch, 4 at a time, unpooled (${fmt(BASELINE_MAILS)})`, `${fmt(previous)} e-mails/s`);
  reportLine(`baseline: 1 per batch, 1 at a time, unpooled (${fmt(Math.ceil(BASELINE_MAILS / 2))})`, `${fmt(single)} e-mails/s`);
  reportLine('ratio worker/baseline (10 per batch, 4 at a time)', (pooled / previous).toFixed(2));
  reportLine('ratio worker/baseline (1 at a time)', (pooled / single).toFixed(2));

  await db.close();
  await bench.close();
}

runBenchmark(main);
