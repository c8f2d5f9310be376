import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { PEOPLE, business, tradeName, trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { Sessions } from '../src/modules/identity/infrastructure/sessions.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { freePort } from './support/free-port.js';

/**
 * The crash test of issue 20 §7: keyed writers against a real server process (the built entry
 * `npm start` runs) on a database of its own; the process is killed with SIGKILL at random
 * moments and inside the window between a command's commit and the record of its answer
 * (widened by a test-only pause, REGISTRY_TEST_IDEMPOTENCY_MARK_DELAY_MS), started again, and
 * every unanswered request is retried with its key until it is answered. Then: every
 * acknowledged write is stored, no write is stored twice (by key, an application by name, an
 * upload as a second file), and every retry was a 2xx.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MAIN_JS = path.join(REPO_ROOT, 'api', 'dist', 'api', 'src', 'main.js');

export interface CrashOptions {
  /** Concurrent writers, each making applications one after another. */
  writers: number;
  /** SIGKILLs per run; every other one waits for a write inside the commit-to-mark window. */
  kills: number;
  /** The test-only pause between a command's commit and the record of its answer. */
  markDelayMs: number;
}

export interface RunFigures {
  /** Writes answered 2xx (on a first try or on a retry). */
  acknowledged: number;
  /** Acknowledged writes whose events are not in the store. */
  lost: number;
  /** Writes stored more than once: an idempotency key with two events, a name with two applications. */
  duplicated: number;
  /** Tries after one that got no answer (the process died under it, or was down). */
  retries: number;
  /** Retries answered as replays (`Idempotent-Replayed: true`). */
  replayed: number;
  kills: number;
  /** Writes that had committed, their answer not yet recorded, when the process was killed. */
  inWindow: number;
  /** Acknowledged submits sent once more with their key: each must answer the same id as a replay. */
  resent: number;
  /** What went wrong: any non-2xx answer, a resend that was not the same answer. */
  failures: string[];
}

/** The server process, killed and started again; `up` resolves while it listens. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private output: string[] = [];
  private release: () => void = () => undefined;
  up: Promise<void> = new Promise((resolve) => (this.release = resolve));

  constructor(
    readonly baseUrl: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', MAIN_JS], {
      cwd: REPO_ROOT,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString('utf8'));
      if (this.output.length > 200) this.output.shift();
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    let gone = false;
    this.exited = new Promise((resolve) => child.once('exit', () => ((gone = true), resolve())));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (gone) throw new Error(`the server exited before it listened:\n${this.log()}`);
      // It listens once its runtime (database, migrations, projections) is up: any answer will do.
      const answered = await fetch(`${this.baseUrl}/api/health`).then(
        () => true,
        () => false,
      );
      if (answered) break;
      if (Date.now() > deadline) throw new Error(`the server did not listen within 90 s:\n${this.log()}`);
      await sleep(100);
    }
    this.release();
  }

  async kill(): Promise<void> {
    this.up = new Promise((resolve) => (this.release = resolve));
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  log(): string {
    return this.output.join('').split('\n').slice(-40).join('\n');
  }
}

interface Answer {
  status: number;
  body: any;
  replayed: boolean;
}

interface Write {
  label: string;
  method: 'POST' | 'PUT';
  path: string;
  token: string;
  /** The caller's scope (principalId): the store's events carry `${scope}:${key}`. */
  scope: string;
  key: string;
  body: () => FormData | object;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const XSRF = 'crash-test-xsrf-token-0123456789';

const CONSONANTS = ['ب', 'پ', 'ت', 'ج', 'چ', 'خ', 'د', 'ر', 'ڕ', 'ز', 'ژ', 'س', 'ش', 'ف', 'ڤ', 'ق', 'ک', 'گ', 'ل', 'ڵ', 'م', 'ن'];
const VOWELS = ['ا', 'ۆ', 'ێ', 'ە', 'ی', 'و'];
const pick = <T>(xs: readonly T[]): T => xs[randomInt(xs.length)]!;
const word = () => pick(CONSONANTS) + pick(VOWELS) + pick(CONSONANTS) + pick(VOWELS) + pick(CONSONANTS);

type Kind = 'trade_names' | 'businesses' | 'trademarks';
const KINDS: readonly Kind[] = ['trade_names', 'businesses', 'trademarks'];

/** One run: its own database, server process and applicants; the figures of what it saw. */
export async function crashRun(options: CrashOptions): Promise<RunFigures> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build first (npm run build:api)`);
  const figures: RunFigures = {
    acknowledged: 0,
    lost: 0,
    duplicated: 0,
    retries: 0,
    replayed: 0,
    kills: 0,
    inWindow: 0,
    resent: 0,
    failures: [],
  };
  const db: TestDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-crash-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: db.url,
    // Mail goes to the server's own catcher (SMTP_URL unset), which dies with it: a catcher in this
    // process would see its pooled SMTP connections reset at every kill.
    MAIL_CATCHER_PORT: '0',
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    LOG_LEVEL: 'warn',
    REGISTRY_TEST_IDEMPOTENCY_MARK_DELAY_MS: String(options.markDelayMs),
  };
  delete env.PUBLIC_URL;
  delete env.SMTP_URL;
  const server = new ServerProcess(`http://127.0.0.1:${port}`, env);
  try {
    await seed(db.owner);
    const sessions = new Sessions(db.owner);
    const director = await staff(db.owner, sessions, 'director');
    const reviewer = await staff(db.owner, sessions, 'reviewer');
    await server.start();

    const acknowledged: { write: Write; answer: Answer }[] = [];
    const submits: { write: Write; name: string; id: string }[] = [];

    /** Sends a write until it is answered: a try without an answer is retried with the same key. */
    const settle = async (write: Write): Promise<Answer | null> => {
      for (let attempt = 1; ; attempt++) {
        await server.up;
        const body = write.body();
        const headers: Record<string, string> = {
          Authorization: `Bearer ${write.token}`,
          'Idempotency-Key': write.key,
          Cookie: `XSRF-TOKEN=${XSRF}`,
          'X-XSRF-TOKEN': XSRF,
          'Accept-Language': 'en',
        };
        if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
        let answer: Answer;
        try {
          const res = await fetch(`${server.baseUrl}${write.path}`, {
            method: write.method,
            headers,
            body: body instanceof FormData ? body : JSON.stringify(body),
            signal: AbortSignal.timeout(60_000),
          });
          answer = {
            status: res.status,
            body: await res.json().catch(() => null),
            replayed: res.headers.get('idempotent-replayed') === 'true',
          };
        } catch {
          // No answer: the process died under the request (or was down). Same key again.
          await sleep(20);
          continue;
        }
        if (attempt > 1) {
          figures.retries++;
          if (answer.replayed) figures.replayed++;
        }
        if (answer.status >= 300) {
          figures.failures.push(
            `${write.label} (try ${attempt}) answered ${answer.status} ${JSON.stringify(answer.body?.errors?.[0] ?? answer.body)}`,
          );
          return null;
        }
        figures.acknowledged++;
        acknowledged.push({ write, answer });
        return answer;
      }
    };

    const upload = (token: string, scope: string, kind: string, file: 'pdf' | 'png'): Write => ({
      label: `upload ${kind}`,
      method: 'POST',
      path: '/api/v1/files',
      token,
      scope,
      key: randomUUID(),
      body: () => {
        const form = new FormData();
        form.append('kind', kind);
        form.append(
          'file',
          new Blob([file === 'pdf' ? PDF : PNG], { type: file === 'pdf' ? 'application/pdf' : 'image/png' }),
          `document.${file}`,
        );
        return form;
      },
    });

    /** One application: its uploads, its submit, then the registry's first steps on it. */
    const application = async (kind: Kind): Promise<void> => {
      const email = `crash-${randomUUID()}@example.org`;
      const { accessToken: token } = await sessions.issue({ kind: 'applicant', email });
      const scope = `applicant:${email}`;
      const name = `${word()} ${word()} ${word()}`;
      const uploaded = async (kindOfFile: string, file: 'pdf' | 'png') =>
        (await settle(upload(token, scope, kindOfFile, file)))?.body.data.id as string | undefined;
      let details: object;
      if (kind === 'trade_names') {
        const document = await uploaded('identity_document', 'pdf');
        if (!document) return;
        details = tradeName({ name, locales: undefined, identity_documents: [document] });
      } else if (kind === 'businesses') {
        const [image, signature] = [await uploaded('ceo_image', 'png'), await uploaded('ceo_signature', 'png')];
        if (!image || !signature) return;
        const company = business({ trade_name: { locale: 'ckb', name, protection_level: 'kri_level' } });
        details = { ...company, ceo: { ...company.ceo, personal_image: image, signature } };
      } else {
        const { logo: _none, ...mark } = trademark({ wordMark: { ckb: name } });
        details = mark;
      }
      const payload = JSON.parse(JSON.stringify(details)) as object;
      const submit: Write = {
        label: `submit ${kind}`,
        method: 'POST',
        path: `/api/v1/${kind}`,
        token,
        scope,
        key: randomUUID(),
        body: () => payload,
      };
      const submitted = await settle(submit);
      if (!submitted) return;
      const id = submitted.body.data.id as string;
      submits.push({ write: submit, name, id });
      let version = submitted.body.data.attributes.version as number;
      const step = (event: string, who: { token: string; scope: string }, body: object): Write => ({
        label: `${event} ${kind}`,
        method: 'PUT',
        path: `/api/v1/${kind}/${id}/transit/${event}?version=${version}`,
        token: who.token,
        scope: who.scope,
        key: randomUUID(),
        body: () => body,
      });
      const assigned = await settle(step('assign', director, { assigneeId: reviewer.userId }));
      if (!assigned) return;
      version = assigned.body.data.attributes.version;
      await settle(step('start_legal_check', reviewer, {}));
    };

    let stopping = false;
    const writers = Array.from({ length: options.writers }, async (_, w) => {
      for (let n = 0; !stopping; n++) await application(KINDS[(w + n) % KINDS.length]!);
    });

    const chaos = async () => {
      for (let k = 0; k < options.kills; k++) {
        await sleep(randomInt(700, 2000));
        // Every other kill waits for a write that committed and is still waiting for its answer's record.
        if (k % 2 === 0) {
          const until = Date.now() + 5000;
          while (Date.now() < until && (await committedInFlight(db.owner)) === 0) await sleep(10);
        }
        await server.kill();
        figures.kills++;
        figures.inWindow += await committedInFlight(db.owner);
        await sleep(randomInt(0, 300));
        await server.start();
      }
      await sleep(1000);
    };
    await chaos().finally(() => (stopping = true));
    await Promise.all(writers);

    // An acknowledged submit sent again answers the same application, as a replay.
    for (const { write, id } of submits) {
      const again = await settle({ ...write, label: `resend ${write.label}` });
      figures.resent++;
      if (again && (again.body.data.id !== id || !again.replayed))
        figures.failures.push(`${write.label} sent again answered ${again.body.data.id} (replayed: ${again.replayed}), first ${id}`);
    }
    figures.acknowledged -= figures.resent;

    // Every acknowledged write is stored: its events carry its caller-scoped key.
    const { rows: keyed } = await db.owner.query<{ key: string; stream_id: string; events: string }>(
      `SELECT metadata->>'idempotencyKey' AS key, min(stream_id) AS stream_id, count(*) AS events FROM es_events WHERE metadata ? 'idempotencyKey' GROUP BY 1`,
    );
    const stored = new Map(keyed.map((r) => [r.key, r]));
    const { rows: files } = await db.owner.query<{ id: string }>('SELECT id FROM uploaded_files');
    const uploads = new Set(files.map((f) => f.id));
    for (const { write, answer } of acknowledged) {
      if (write.label.startsWith('resend')) continue;
      const found =
        write.path === '/api/v1/files'
          ? uploads.has(answer.body.data.id)
          : stored.get(`${write.scope}:${write.key}`)?.stream_id === answer.body.data.id;
      if (!found) {
        figures.lost++;
        figures.failures.push(`${write.label} was acknowledged (${answer.body.data.id}) but is not stored`);
      }
    }
    // No key stored twice (each of these writes is one event), no application twice by name.
    for (const row of keyed) {
      if (Number(row.events) > 1) {
        figures.duplicated++;
        figures.failures.push(`key ${row.key}: ${row.events} events`);
      }
    }
    const { rows: named } = await db.owner.query<{ data: string; streams: string }>(
      `SELECT data::text AS data, count(DISTINCT stream_id) AS streams FROM es_events WHERE event_type LIKE '%.submitted' GROUP BY data::text`,
    );
    const { rows: applications } = await db.owner.query<{ count: string }>(
      `SELECT count(DISTINCT stream_id) AS count FROM es_events WHERE event_type LIKE '%.submitted'`,
    );
    for (const { name } of submits) {
      const streams = named.filter((r) => r.data.includes(name)).reduce((n, r) => n + Number(r.streams), 0);
      if (streams !== 1) {
        figures.duplicated++;
        figures.failures.push(`the name ${name} has ${streams} applications`);
      }
    }
    // No upload stored twice: one file per upload write (a second copy would have a new id).
    const uploadWrites = acknowledged.filter(({ write }) => write.path === '/api/v1/files' && !write.label.startsWith('resend')).length;
    if (files.length !== uploadWrites) {
      figures.duplicated += Math.max(0, files.length - uploadWrites);
      figures.failures.push(`${files.length} uploads stored, ${uploadWrites} acknowledged`);
    }
    // Every submit that was stored was acknowledged (a write never answered would be a lost answer).
    if (Number(applications[0]!.count) !== submits.length)
      figures.failures.push(`${applications[0]!.count} applications stored, ${submits.length} submits acknowledged`);
    return figures;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- server output ---\n${server.log()}`, { cause: error });
  } finally {
    await server.kill().catch(() => undefined);
    // pg's Pool.end() resolves before its clients' sessions have ended; the forced DROP DATABASE
    // may then terminate one, an 'error' on the pool that nobody else listens to.
    db.owner.on('error', () => undefined);
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** In-flight idempotency records whose command's events are committed: the commit-to-mark window. */
async function committedInFlight(owner: pg.Pool): Promise<number> {
  const { rows } = await owner.query<{ count: string }>(
    `SELECT count(*) AS count FROM idempotency_records r
      WHERE r.state = 'in-flight'
        AND EXISTS (SELECT 1 FROM es_events e WHERE e.metadata->>'idempotencyKey' = r.scope || ':' || r.key)`,
  );
  return Number(rows[0]!.count);
}

/** The people of the payload fixtures, known to the civil registry (the rules look them up). */
export async function seed(owner: pg.Pool): Promise<void> {
  const people = Object.values(PEOPLE);
  await owner.query(
    `INSERT INTO civil_registry_persons (upn, first_name, last_name, birth_date, nationality, gender)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[], $6::text[]) ON CONFLICT (upn) DO NOTHING`,
    [
      people.map((p) => p.upn),
      people.map((p) => p.firstName),
      people.map((p) => p.lastName),
      people.map((p) => p.birthDate),
      people.map((p) => p.nationality),
      people.map((p) => p.gender),
    ],
  );
}

export async function staff(owner: pg.Pool, sessions: Sessions, role: 'director' | 'reviewer') {
  const userId = randomUUID();
  await owner.query(
    `INSERT INTO staff_users (id, email, first_name, last_name, roles, password_hash) VALUES ($1, $2, 'Crash', 'Test', $3, 'not-a-password-hash')`,
    [userId, `${role}-${userId}@registry.test`, [role]],
  );
  const { accessToken } = await sessions.issue({ kind: 'staff', userId });
  return { token: accessToken, userId, scope: `staff:${userId}` };
}

/** One line of the note: what a run saw. */
export const describeRun = (run: number, of: number, f: RunFigures) =>
  `crash run ${run}/${of}: acknowledged ${f.acknowledged}, lost ${f.lost}, duplicated ${f.duplicated}, retries ${f.retries} (replayed ${f.replayed}), kills ${f.kills} (writes caught in the commit-to-mark window: ${f.inWindow}), resent ${f.resent}, failures ${f.failures.length}`;
