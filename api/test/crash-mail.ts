import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { CodeHasher } from '../src/modules/applicant-access/infrastructure/code-hasher.js';
import { MAIN_JS, ServerProcess } from './idempotency-crash.js';
import { freePort } from './support/free-port.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * The crash test of issue 36 §1 (`npm run test:crash-mail`): sign-in codes queued in the outbox
 * while the API process is killed with SIGKILL, and every code must reach its applicant within
 * 60 s of the restart, usable when it arrives (or replaced by a fresh code that is).
 *
 * A real server process (the built entry `npm start` runs) on a database of its own sends to a
 * real SMTP server in this process that holds every message unanswered while paused, so the
 * codes stay queued. Step by step:
 * 1. start, ask for `codes` sign-in codes through POST /api/v1/generate-otp (one client address
 *    each, as many applicants would), kill -9: the worker had claimed the first few;
 * 2. start again: the worker drains at start and claims the whole backlog in one batch, all of it
 *    in SMTP exchanges that hang; kill -9 once it holds them: the dead process holds every code
 *    under its lease, the case of the issue (54–100 e-mails held 11 minutes by the old lease);
 * 3. while it is down, move `aged` of the codes close to or past their expiry (the code and its
 *    e-mail both, as a crash late in their ten minutes would leave them): those must not arrive
 *    as they are, but renewed;
 * 4. let the SMTP server answer, start again (t0), and collect what arrives; each e-mail's code
 *    is matched to its stored code (the keyed hash) and must be unexpired at arrival; then every
 *    applicant signs in with the last code received, through POST /api/v1/verify-otp.
 */

export interface CrashMailOptions {
  codes: number;
  /** Codes moved near (half of them) or past (the other half) their expiry while the process is down. */
  aged: number;
  /** How long after the restart every code must have arrived. */
  withinMs: number;
}

export interface CrashMailFigures {
  codes: number;
  /** Code e-mails held by the killed process (claimed, its lease running) at the measured kill. */
  heldAtKill: number;
  /** From the restart's spawn to the server answering. */
  restartToListeningMs: number;
  /** Arrival of the e-mails after the restart's spawn: first, median, 95th percentile, last. */
  arrivalMs: { first: number; median: number; p95: number; last: number };
  /** E-mails received after the restart, and the addresses they reached. */
  received: number;
  addresses: number;
  /** Received with a fresh code (the '-renewed' e-mail, saying why). */
  renewed: number;
  /** The smallest validity left on a code when its e-mail arrived, in seconds. */
  minValidityAtArrivalSeconds: number;
  signedIn: number;
  failures: string[];
}

interface Caught {
  to: string;
  subject: string;
  text: string;
  at: number;
}

/** A real SMTP server that, while paused, reads each message and leaves its answer pending. */
class PausableSink {
  private readonly server: SMTPServer;
  private paused = true;
  private resumed!: () => void;
  private gate = new Promise<void>((resolve) => (this.resumed = resolve));
  private readonly closed = new Set<string>();
  /** Accepted messages only: one whose connection died before the answer was never delivered. */
  readonly caught: Caught[] = [];
  /** Messages read and left unanswered while paused. */
  waiting = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onClose: (session) => this.closed.add(session.id),
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (parsed) => {
            if (this.paused) {
              this.waiting++;
              await this.gate;
              this.waiting--;
            }
            if (this.closed.has(session.id)) return;
            this.caught.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(','),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              at: performance.now(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    // A connection reset by a killed client is an error of that connection, not of the sink.
    this.server.on('error', () => undefined);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  resume(): void {
    this.paused = false;
    this.resumed();
  }

  stop(): Promise<void> {
    this.resume();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const XSRF = 'crash-mail-xsrf-token-0123456789ab';
const headers = (ip: string) => ({
  'Content-Type': 'application/json',
  'Accept-Language': 'en',
  'X-Forwarded-For': ip,
  'Idempotency-Key': randomUUID(),
  Cookie: `XSRF-TOKEN=${XSRF}`,
  'X-XSRF-TOKEN': XSRF,
});
/** One client address per applicant: the per-address limit (30 an hour) is not what is tested. */
const addressOf = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function waitFor(what: string, condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

export async function crashMailRun(options: CrashMailOptions): Promise<CrashMailFigures> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build first (npm run build:api)`);
  const failures: string[] = [];
  const db: TestDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-crash-mail-'));
  chmodSync(dataDir, 0o755);
  const sink = new PausableSink();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: db.url,
    SMTP_URL: await sink.start(),
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    LOG_LEVEL: 'warn',
  };
  delete env.PUBLIC_URL;
  delete env.MAIL_CATCHER_PORT;
  const server = new ServerProcess(`http://127.0.0.1:${port}`, env);
  const count = async (where: string) =>
    Number((await db.owner.query<{ n: string }>(`SELECT count(*) AS n FROM mail_outbox WHERE ${where}`)).rows[0]!.n);
  try {
    // 1. The codes asked for, held by the paused SMTP server; the process killed.
    await server.start();
    const emails = Array.from({ length: options.codes }, (_, i) => `crash-mail-${i}-${randomUUID()}@example.org`);
    for (let i = 0; i < emails.length; i += 10) {
      await Promise.all(
        emails.slice(i, i + 10).map(async (email, j) => {
          const res = await fetch(`${server.baseUrl}/api/v1/generate-otp`, {
            method: 'POST',
            headers: headers(addressOf(i + j)),
            body: JSON.stringify({ email }),
          });
          if (res.status !== 200) failures.push(`generate-otp for ${email} answered ${res.status} ${await res.text()}`);
        }),
      );
    }
    if (failures.length) return figuresOf();
    await server.kill();

    // 2. Started again, the worker claims the backlog in one batch and hangs in SMTP; killed once it holds it all.
    await server.start();
    await waitFor(
      'the restarted worker claims every code',
      async () => (await count(`status = 'pending' AND claim_token IS NOT NULL`)) >= options.codes,
      30_000,
    );
    await waitFor('the SMTP exchanges under way', () => sink.waiting > 0, 10_000);
    await server.kill();
    const heldAtKill = await count(`status = 'pending' AND claim_token IS NOT NULL AND next_attempt_at > now()`);

    // 3. Some codes moved near or past their expiry, as a crash late in their ten minutes would leave them.
    const aged = emails.slice(0, options.aged);
    const ageing = aged.map((email, i) => ({ email, seconds: i % 2 === 0 ? 20 : -10 }));
    await db.owner.query(
      `WITH a AS (SELECT * FROM unnest($1::text[], $2::int[]) AS a(email, seconds))
       UPDATE otp_codes c SET expires_at = now() + make_interval(secs => a.seconds) FROM a WHERE c.email = a.email`,
      [ageing.map((a) => a.email), ageing.map((a) => a.seconds)],
    );
    await db.owner.query(
      `WITH a AS (SELECT * FROM unnest($1::text[], $2::int[]) AS a(email, seconds))
       UPDATE mail_outbox o SET valid_until = now() + make_interval(secs => a.seconds) FROM a WHERE o.recipient = a.email`,
      [ageing.map((a) => a.email), ageing.map((a) => a.seconds)],
    );

    // 4. The SMTP server answers again; the process restarts; what arrives is timed and checked.
    sink.resume();
    const before = sink.caught.length;
    const t0 = performance.now();
    await server.start();
    const restartToListeningMs = performance.now() - t0;
    const arrivedAll = () => new Set(sink.caught.slice(before).map((c) => c.to)).size >= options.codes;
    await waitFor('every code arrives', arrivedAll, options.withinMs + 30_000).catch((error: Error) => failures.push(error.message));
    const received = sink.caught.slice(before);
    for (const c of sink.caught.slice(0, before)) failures.push(`an e-mail to ${c.to} was accepted while the SMTP server was paused`);

    // Each code matched to its stored row by the keyed hash: unexpired when its e-mail arrived.
    const hasher = await CodeHasher.fromDatabase(db.owner);
    const { rows: stored } = await db.owner.query<{ id: string; email: string; code_hash: string; expires_at: Date; now: Date }>(
      `SELECT id, email, code_hash, expires_at, now() AS now FROM otp_codes WHERE email = ANY($1::text[])`,
      [emails],
    );
    // The database's clock against this process's monotonic one, to place arrivals on it.
    const dbNowAt = { db: stored[0]?.now.getTime() ?? Date.now(), mono: performance.now() };
    const wallOf = (mono: number) => dbNowAt.db - (dbNowAt.mono - mono);
    const lastCode = new Map<string, string>();
    let minValidity = Infinity;
    let renewed = 0;
    for (const mail of received) {
      const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
      if (!code) {
        failures.push(`no code in the e-mail to ${mail.to}`);
        continue;
      }
      if (mail.text.includes('could not reach you in time')) renewed++;
      const row = stored.find((s) => s.email === mail.to && hasher.matches(s.id, code, s.code_hash));
      if (!row) {
        failures.push(`the code e-mailed to ${mail.to} is not a code issued to it`);
        continue;
      }
      const left = (row.expires_at.getTime() - wallOf(mail.at)) / 1000;
      minValidity = Math.min(minValidity, left);
      if (left <= 0) failures.push(`the code to ${mail.to} arrived ${(-left).toFixed(1)} s after its expiry`);
      lastCode.set(mail.to, code);
      if (mail.at - t0 > options.withinMs)
        failures.push(`the code to ${mail.to} arrived ${((mail.at - t0) / 1000).toFixed(1)} s after the restart`);
    }
    if (renewed !== aged.length) failures.push(`${renewed} e-mails came with a fresh code, ${aged.length} codes were aged`);
    for (const email of aged) {
      const mail = received.find((m) => m.to === email);
      if (mail && !mail.text.includes('could not reach you in time'))
        failures.push(`the aged code to ${email} arrived without being renewed`);
    }

    // Every applicant signs in with the last code received.
    let signedIn = 0;
    for (let i = 0; i < emails.length; i += 10) {
      await Promise.all(
        emails.slice(i, i + 10).map(async (email, j) => {
          const code = lastCode.get(email);
          if (!code) return failures.push(`no code reached ${email}`);
          const res = await fetch(`${server.baseUrl}/api/v1/verify-otp`, {
            method: 'POST',
            headers: headers(addressOf(i + j)),
            body: JSON.stringify({ email, code }),
          });
          if (res.status === 200) signedIn++;
          else failures.push(`verify-otp for ${email} answered ${res.status} ${await res.text()}`);
        }),
      );
    }
    const arrivals = received.map((m) => m.at - t0).sort((a, b) => a - b);
    return figuresOf({
      heldAtKill,
      restartToListeningMs,
      arrivalMs: arrivals.length
        ? { first: arrivals[0]!, median: percentile(arrivals, 50), p95: percentile(arrivals, 95), last: arrivals.at(-1)! }
        : { first: NaN, median: NaN, p95: NaN, last: NaN },
      received: received.length,
      addresses: new Set(received.map((m) => m.to)).size,
      renewed,
      minValidityAtArrivalSeconds: minValidity,
      signedIn,
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- server output ---\n${server.log()}`, { cause: error });
  } finally {
    await server.kill().catch(() => undefined);
    await sink.stop();
    db.owner.on('error', () => undefined);
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  function figuresOf(measured: Partial<CrashMailFigures> = {}): CrashMailFigures {
    return {
      codes: options.codes,
      heldAtKill: 0,
      restartToListeningMs: NaN,
      arrivalMs: { first: NaN, median: NaN, p95: NaN, last: NaN },
      received: 0,
      addresses: 0,
      renewed: 0,
      minValidityAtArrivalSeconds: NaN,
      signedIn: 0,
      ...measured,
      failures,
    };
  }
}

/** The run's line for the note. */
export function describeCrashMail(f: CrashMailFigures): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `crash-mail: ${f.codes} sign-in codes queued, ${f.heldAtKill} held by the killed process; restart to listening ${s(f.restartToListeningMs)}; ` +
    `arrivals after the restart: first ${s(f.arrivalMs.first)}, median ${s(f.arrivalMs.median)}, p95 ${s(f.arrivalMs.p95)}, last ${s(f.arrivalMs.last)}; ` +
    `${f.received} e-mails to ${f.addresses} addresses, ${f.renewed} with a fresh code; least validity left at arrival ${f.minValidityAtArrivalSeconds.toFixed(0)} s; ` +
    `signed in ${f.signedIn}/${f.codes}; failures ${f.failures.length}`
  );
}
