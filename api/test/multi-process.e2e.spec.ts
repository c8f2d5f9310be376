import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomInt, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trademark } from '@registry/domain/applications/rules/payloads.fixture';
import { Sessions } from '../src/modules/identity/infrastructure/sessions.js';
import { MAIN_JS, ServerProcess, seed, staff } from './idempotency-crash.js';
import { freePort } from './support/free-port.js';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from './support/test-database.js';
import { eventually } from './support/eventually.js';

/**
 * Issue 25 §8: two API processes (the built entry `npm start` runs) on one database, as N
 * instances on one DATABASE_URL run. Writes go through both at once: the same Idempotency-Key
 * sent to both, reviewers claiming the next application from different processes, the same
 * transit on the same version through both. Each race has exactly one winner, no key is stored
 * twice, and the projections, run by both processes, apply every event once.
 */
const XSRF = 'multi-process-xsrf-token-0123456789';
const APPLICATIONS = 6;
const LETTERS = ['ب', 'پ', 'ت', 'ج', 'چ', 'خ', 'د', 'ر', 'ز', 'س', 'ش', 'ف', 'ق', 'ک', 'گ', 'ل', 'م', 'ن'];
const VOWELS = ['ا', 'ۆ', 'ێ', 'ە', 'ی', 'و'];
/** A name in Kurdish letters alone, new at each call. */
const freshName = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 5 }, (_, i) => (i % 2 ? VOWELS[randomInt(VOWELS.length)] : LETTERS[randomInt(LETTERS.length)])).join(''),
  ).join(' ');

interface Answer {
  status: number;
  body: any;
  replayed: boolean;
}

let db: TestDatabase;
let dataDir: string;
const servers: ServerProcess[] = [];

async function send(
  server: ServerProcess,
  method: 'POST' | 'PUT',
  route: string,
  token: string,
  body: object,
  key = randomUUID(),
): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}${route}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': key,
      Cookie: `XSRF-TOKEN=${XSRF}`,
      'X-XSRF-TOKEN': XSRF,
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: await res.json().catch(() => null), replayed: res.headers.get('idempotent-replayed') === 'true' };
}

beforeAll(async () => {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build first (npm run build:api)`);
  db = await createTestDatabase();
  await seed(db.owner);
  dataDir = mkdtempSync(path.join(tmpdir(), 'registry-multi-'));
  chmodSync(dataDir, 0o755);
  for (let i = 0; i < 2; i++) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATABASE_URL: db.url,
      EVENT_CHAIN_KEY: TEST_EVENT_CHAIN_KEY,
      // Each process its own mail catcher; the outbox, shared, hands every e-mail to one of them.
      MAIL_CATCHER_PORT: '0',
      // One data directory, as instances behind one load balancer share their uploads.
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
    };
    delete env.PUBLIC_URL;
    delete env.SMTP_URL;
    servers.push(new ServerProcess(`http://127.0.0.1:${env.PORT}`, env));
  }
  // Started together, as a deployment starts its instances: both migrate-check and start their projections.
  await Promise.all(servers.map((s) => s.start()));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill().catch(() => undefined)));
  if (db) {
    db.owner.on('error', () => undefined);
    await db.drop();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('two API processes on one database', () => {
  const submitted: { id: string; key: string; scope: string }[] = [];
  let reviewers: Awaited<ReturnType<typeof staff>>[] = [];

  it('store a write sent with one Idempotency-Key to both at once, and after, once: every answer is that write or "in flight"', async () => {
    const sessions = new Sessions(db.owner);
    for (let n = 0; n < APPLICATIONS; n++) {
      const email = `multi-${randomUUID()}@example.org`;
      const { accessToken: token } = await sessions.issue({ kind: 'applicant', email });
      const { logo: _none, ...mark } = trademark({ wordMark: { ckb: freshName() } });
      const key = randomUUID();
      const racing = await Promise.all(servers.map((s) => send(s, 'POST', '/api/v1/trademarks', token, mark, key)));
      const won = racing.filter((a) => a.status === 201);
      if (!won.length) throw new Error(`no 201: ${JSON.stringify(racing.map((a) => [a.status, a.body]))}`);
      for (const a of racing)
        if (a.status !== 201)
          expect({ status: a.status, code: a.body?.errors?.[0]?.code }).toEqual({ status: 409, code: 'idempotency-key-in-flight' });
      const id = won[0]!.body.data.id as string;
      expect(new Set(won.map((a) => a.body.data.id))).toEqual(new Set([id]));
      // Retried later through either process: the same application, as a replay.
      const again = await Promise.all(servers.map((s) => send(s, 'POST', '/api/v1/trademarks', token, mark, key)));
      for (const a of again)
        expect({ status: a.status, id: a.body?.data?.id, replayed: a.replayed }).toEqual({ status: 201, id, replayed: true });
      submitted.push({ id, key, scope: `applicant:${email}` });
    }
    // One event per key, one application per submit.
    const { rows } = await db.owner.query<{ key: string; events: number }>(
      `SELECT metadata->>'idempotencyKey' AS key, count(*)::int AS events FROM es_events WHERE metadata->>'idempotencyKey' = ANY($1::text[]) GROUP BY 1`,
      [submitted.map((s) => `${s.scope}:${s.key}`)],
    );
    expect(rows.map((r) => r.events)).toEqual(submitted.map(() => 1));
    const { rows: streams } = await db.owner.query<{ n: number }>(
      `SELECT count(DISTINCT stream_id)::int AS n FROM es_events WHERE stream_type = 'trademark'`,
    );
    expect(streams[0]!.n).toBe(APPLICATIONS);
  });

  it('hand each application to exactly one of two reviewers claiming through different processes', async () => {
    const sessions = new Sessions(db.owner);
    reviewers = [await staff(db.owner, sessions, 'reviewer'), await staff(db.owner, sessions, 'reviewer')];
    // Claims are served from the read model: wait until it lists every submission.
    await eventually(
      async () =>
        (
          await db.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_applications WHERE stream_id = ANY($1::text[])`, [
            submitted.map((s) => s.id),
          ])
        ).rows[0]!.n,
      (n) => n === APPLICATIONS,
      'every submission in the read model',
    );
    const claimed = new Map<string, string[]>();
    let refusals = 0;
    for (let round = 0; refusals === 0 && round < APPLICATIONS; round++) {
      // Reviewer 0 through process 0, reviewer 1 through process 1, at the same moment.
      const answers = await Promise.all(reviewers.map((r, i) => send(servers[i]!, 'POST', '/api/admin/claim-next', r.token, {})));
      for (const [i, a] of answers.entries()) {
        if (a.status === 200) claimed.set(a.body.id, [...(claimed.get(a.body.id) ?? []), reviewers[i]!.userId]);
        else {
          expect({ status: a.status, code: a.body?.errors?.[0]?.code }).toEqual({ status: 404, code: 'queue.nothing-to-claim' });
          refusals++;
        }
      }
    }
    // Every application claimed, each by one reviewer, and the store agrees with the answers.
    expect([...claimed.keys()].sort()).toEqual(submitted.map((s) => s.id).sort());
    for (const [id, by] of claimed) expect({ id, claimers: by.length }).toEqual({ id, claimers: 1 });
    const { rows } = await db.owner.query<{ stream_id: string; assignee: string; claims: number }>(
      `SELECT stream_id, max(data->>'assigneeId') AS assignee, count(*)::int AS claims FROM es_events WHERE stream_id = ANY($1::text[]) AND event_type LIKE '%.assigned' GROUP BY 1`,
      [submitted.map((s) => s.id)],
    );
    expect(rows.map((r) => ({ id: r.stream_id, assignee: r.assignee, claims: r.claims })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...claimed].map(([id, by]) => ({ id, assignee: by[0], claims: 1 })).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('let exactly one of two transits on the same version through, whichever process gets each', async () => {
    for (const { id } of submitted) {
      const { rows } = await db.owner.query<{ version: number; assignee: string }>(
        `SELECT max(stream_version)::int AS version, (array_agg(data->>'assigneeId' ORDER BY stream_version) FILTER (WHERE event_type LIKE '%.assigned'))[1] AS assignee FROM es_events WHERE stream_id = $1`,
        [id],
      );
      const reviewer = reviewers.find((r) => r.userId === rows[0]!.assignee)!;
      const route = `/api/v1/trademarks/${id}/transit/start_legal_check?version=${rows[0]!.version}`;
      const answers = await Promise.all(servers.map((s) => send(s, 'PUT', route, reviewer.token, {})));
      const statuses = answers.map((a) => a.status).sort();
      expect({ id, statuses }).toEqual({ id, statuses: [200, 409] });
    }
    const { rows } = await db.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM es_events WHERE stream_id = ANY($1::text[]) AND data->>'to' = 'legal_checking'`,
      [submitted.map((s) => s.id)],
    );
    expect(rows[0]!.n).toBe(APPLICATIONS);
  });

  it('apply every event once in the read models, though both processes run every projection', async () => {
    const counts = async () =>
      (
        await db.owner.query<{
          events: number;
          summed: number;
          streams: number;
          summaries: number;
          applications: number;
          listed: number;
          mails: number;
          ledger: number;
          pending: number;
        }>(
          `SELECT (SELECT count(*)::int FROM es_events) AS events,
                  (SELECT coalesce(sum(version), 0)::int FROM rm_stream_summary) AS summed,
                  (SELECT count(DISTINCT stream_id)::int FROM es_events) AS streams,
                  (SELECT count(*)::int FROM rm_stream_summary) AS summaries,
                  (SELECT count(DISTINCT stream_id)::int FROM es_events WHERE event_type LIKE '%.submitted') AS applications,
                  (SELECT count(*)::int FROM rm_applications a WHERE a.version = (SELECT max(stream_version) FROM es_events e WHERE e.stream_id = a.stream_id)) AS listed,
                  (SELECT count(*)::int FROM mail_outbox WHERE idempotency_key LIKE 'status-mail:%') AS mails,
                  (SELECT count(*)::int FROM application_status_mail_marks k
                    WHERE k.mailed_through = (SELECT e.stream_version FROM es_events e WHERE e.stream_id = k.stream_id AND e.data->>'to' = 'legal_checking')) AS ledger,
                  (SELECT count(*)::int FROM es_checkpoints c WHERE c.checkpoint IS DISTINCT FROM (SELECT max(x.checkpoint) FROM es_checkpoints x)) AS pending`,
        )
      ).rows[0]!;
    const settled = await eventually(
      counts,
      (c) => c.summed === c.events && c.listed === c.applications && c.pending === 0,
      'the read models caught up',
    );
    // One summary per stream whose version sums to the number of events: no event counted twice or skipped.
    expect(settled).toMatchObject({
      summaries: settled.streams,
      summed: settled.events,
      listed: settled.applications,
      applications: APPLICATIONS,
    });
    // One status e-mail per status change (a submission and a legal check each), queued once; each
    // application's mark at its legal check, the last event mailed.
    expect(settled).toMatchObject({ mails: 2 * APPLICATIONS, ledger: APPLICATIONS });
  });
});
