import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { loadConfig } from '#src/config/config';
import { createApp } from '#src/create-app';
import { DEFAULT_DATABASE, ensureDatabase } from '#src/infrastructure/database/database';
import { EmbeddedPostgres } from '#src/infrastructure/database/embedded-postgres';
import { JsonLogger } from '#src/infrastructure/logging/logger';
import { MailCatcher } from '#src/infrastructure/mail/mail-catcher';
import { startRuntime } from '#src/runtime';
import { READ_AFTER_COOKIE } from '#src/shared/http/read-routing.interceptor';
import type { TestApp } from './support/test-app.js';
import { applicantToken, staffToken, write } from './support/http.js';
import { seedCivilRegistry, tradeNamePayload } from './support/applications.js';
import { freePort } from './support/free-port.js';
import { eventually } from './support/eventually.js';
import { TEST_EVENT_CHAIN_KEY } from './support/test-database.js';
import { streamingReplica } from './support/streaming-replica.js';

/**
 * Public reads on a streaming replica (issue 36 §3): a real primary and a real hot standby of it
 * (embedded binaries, a base backup by pg_backup_start/pg_backup_stop), the portal on both.
 */
/** The default bound (DATABASE_READ_MAX_LAG_MS unset). */
const MAX_LAG_MS = 5_000;

let root: string;
let primary: EmbeddedPostgres;
let replica: EmbeddedPostgres;
let t: TestApp;
let sink: MailCatcher;
/** Superuser sessions on each server, to watch pg_stat_activity and to pause the replay. */
let onPrimary: pg.Pool;
let onReplica: pg.Pool;
const logLines: string[] = [];

const ELIGIBLE = '/api/v1/public/trade_names/eligible?chosenTradeName=';
/**
 * A page of each kind of public read: registers, publications, gazette, feeds, reference data (the
 * countries and the Nice classes are answered from the code's own tables, without the database).
 */
const PUBLIC_READS = [
  '/api/v1/public/trade_names',
  '/api/v1/public/trade_names/similar?chosenTradeName=Replica',
  '/api/v1/public/trademarks',
  '/api/v1/public/businesses',
  '/api/v1/public/publications/trade_names',
  '/api/v1/public/publications/businesses.atom',
  '/api/v1/public/publications/trade_names.csv',
  '/api/v1/public/publications/digests',
  '/api/v1/activities',
  '/api/v1/provinces',
  '/api/v1/districts',
  '/api/v1/directorates',
  '/api/v1/entity-types/tree',
  '/api/v1/working-calendar',
];
/** The name an applicant submits below. */
let name: string;

/** The server's own clock, so that "since" compares with its query_start. */
const serverNow = async (db: pg.Pool) => (await db.query<{ now: Date }>('SELECT clock_timestamp() AS now')).rows[0]!.now;

/** Backends of the portal on `db` whose last query was a trade-name candidate search started since `since`. */
async function candidateSearchesSince(db: pg.Pool, applicationName: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE application_name = $1 AND query LIKE '%tn_candidates(%' AND query_start >= $2`,
    [applicationName, since],
  );
  return rows[0]!.n;
}

/** Queries the portal's public reads started on the replica since `since`. */
async function readsSince(db: pg.Pool, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'registry-api-read' AND query_start >= $1`,
    [since],
  );
  return rows[0]!.n;
}

const health = async () => (await t.http.get('/api/health').expect(200)).body;
const replicaStatus = async () => (await health()).replicas[0] as { state: string; serving: boolean; lagSeconds: number | null };

/** Waits until the replica has replayed everything the primary has written so far. */
async function replicaCaughtUp(): Promise<void> {
  const { rows } = await onPrimary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  await eventually(
    async () =>
      (await onReplica.query<{ behind: boolean }>('SELECT pg_last_wal_replay_lsn() < $1::pg_lsn AS behind', [rows[0]!.lsn])).rows[0]!
        .behind,
    (behind) => !behind,
    'the replica replays the primary',
    15_000,
  );
  await eventually(replicaStatus, (s) => s.serving, 'the portal sends public reads to the replica', 10_000);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'registry-replica-'));
  // The servers run as the `postgres` account when the tests run as root: it must reach them.
  chmodSync(root, 0o755);
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  mkdirSync(primaryDir);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  primary = new EmbeddedPostgres({ dataDir: primaryDir, port: primaryPort });
  await primary.start();
  await ensureDatabase(primary.url('postgres'), DEFAULT_DATABASE);
  replica = await streamingReplica({ dataDir: primaryDir, port: primaryPort }, { dataDir: replicaDir, port: replicaPort });
  onPrimary = new pg.Pool({ connectionString: primary.url(DEFAULT_DATABASE), max: 2 });
  onReplica = new pg.Pool({ connectionString: replica.url(DEFAULT_DATABASE), max: 2 });
  // Idle sessions end with their server (the replica is stopped below): heard, not thrown.
  onPrimary.on('error', () => undefined);
  onReplica.on('error', () => undefined);

  sink = new MailCatcher();
  await sink.start(0);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: primary.url(DEFAULT_DATABASE),
    // No user: the replica is logged into as the application's own login (the roles replicate).
    DATABASE_READ_URLS: `postgres://127.0.0.1:${replicaPort}/${DEFAULT_DATABASE}`,
    DATABASE_READ_PROBE_MS: '100',
    EVENT_CHAIN_KEY: TEST_EVENT_CHAIN_KEY,
    DATA_DIR: root,
    LOG_LEVEL: 'debug',
    MAIL_CATCHER_PORT: '0',
    SMTP_URL: sink.url,
  });
  const runtime = await startRuntime(config, new JsonLogger('debug', (line) => logLines.push(line)));
  const app = await createApp(runtime);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  t = {
    app,
    http: request(app.getHttpServer()),
    runtime,
    db: { url: runtime.database.url, appUrl: runtime.database.url, owner: onPrimary, drop: async () => undefined },
    mail: sink,
    logLines,
    close: async () => {
      await app.close();
      await runtime.close();
    },
  };
  await seedCivilRegistry(t);
  await replicaCaughtUp();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await onPrimary?.end();
  await onReplica?.end();
  await sink?.stop();
  await replica?.stop();
  await primary?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('public reads on a streaming replica', () => {
  it('sends every kind of public read to the replica, none of which writes, and a staff caller’s reads to the primary', async () => {
    const since = await serverNow(onReplica);
    await t.http.get(`${ELIGIBLE}${encodeURIComponent('Replica Bakery')}`).expect(200);
    expect(await candidateSearchesSince(onReplica, 'registry-api-read', since)).toBeGreaterThan(0);

    // Every kind of public read is answered from the replica; none of them tries to write there.
    const answeredBy: Array<[string, number, boolean]> = [];
    for (const route of PUBLIC_READS) {
      const before = await serverNow(onReplica);
      const { status } = await t.http.get(route);
      answeredBy.push([route, status, (await readsSince(onReplica, before)) > 0]);
    }
    expect(answeredBy).toEqual(PUBLIC_READS.map((route) => [route, 200, true]));
    expect(logLines.filter((l) => l.includes('a write reached a read replica'))).toEqual([]);

    // Staff read the primary, on their own routes and on public ones alike.
    const staff = await staffToken(t, ['reviewer']);
    const staffSince = await serverNow(onReplica);
    await t.http
      .get(`/api/v1/trade_names/similar?chosenTradeName=${encodeURIComponent('Replica Bakery')}`)
      .auth(staff.token, { type: 'bearer' })
      .expect(200);
    await t.http
      .get(`${ELIGIBLE}${encodeURIComponent('Replica Bakery')}`)
      .auth(staff.token, { type: 'bearer' })
      .expect(200);
    expect(await candidateSearchesSince(onReplica, 'registry-api-read', staffSince)).toBe(0);

    // Health lists the replica with its lag.
    expect((await health()).replicas).toEqual([
      expect.objectContaining({ name: expect.stringContaining('/registry'), state: 'up', serving: true, lagSeconds: expect.any(Number) }),
    ]);
  });

  it('given an applicant who has just submitted a name and a replica that has not replayed it, the applicant reads the write and others read the replica until it passes the lag bound', async () => {
    const applicant = await applicantToken(t);
    name = `چایخانەی ${Date.now()}`;
    // The upload is a write of its own: done, and replayed, before the replay pauses.
    const payload = await tradeNamePayload(t, applicant.token, name);
    await replicaCaughtUp();
    await onReplica.query('SELECT pg_wal_replay_pause()');
    const submitted = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token }).send(payload);
    expect([submitted.status, submitted.status === 201 ? '' : JSON.stringify(submitted.body)]).toEqual([201, '']);
    const readAfter = ([] as string[])
      .concat(submitted.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${READ_AFTER_COOKIE}=`))!
      .split(';')[0]!;
    expect(readAfter).toMatch(/^registry-read-after=[0-9A-F]+\/[0-9A-F]+$/);

    // Within the lag bound: a client without the write reads the replica, which has not the claim yet ...
    const stale = await t.http.get(`${ELIGIBLE}${encodeURIComponent(name)}`).expect(200);
    // ... and the applicant, with the position of the write, reads the primary, which has.
    const own = await t.http
      .get(`${ELIGIBLE}${encodeURIComponent(name)}`)
      .set('Cookie', readAfter)
      .expect(200);
    expect(own.body.data.attributes.eligible).toBe(false);
    expect(stale.body.data.attributes.eligible).toBe(true);
    expect((await replicaStatus()).serving).toBe(true);

    // Past the bound, the paused replica is left out: every client reads the primary.
    const lagging = await eventually(replicaStatus, (s) => s.state === 'lagging', 'the paused replica is left out', MAX_LAG_MS + 5_000);
    expect(lagging.lagSeconds).toBeGreaterThan(MAX_LAG_MS / 1000);
    expect((await t.http.get(`${ELIGIBLE}${encodeURIComponent(name)}`).expect(200)).body.data.attributes.eligible).toBe(false);
    expect((await health()).degraded).toEqual([expect.objectContaining({ check: 'replica', state: 'lagging' })]);

    // Replaying again, it catches up and serves again, the applicant too (it is past the write now).
    await onReplica.query('SELECT pg_wal_replay_resume()');
    await replicaCaughtUp();
    const since = await serverNow(onReplica);
    const again = await t.http
      .get(`${ELIGIBLE}${encodeURIComponent(name)}`)
      .set('Cookie', readAfter)
      .expect(200);
    expect(again.body.data.attributes.eligible).toBe(false);
    expect(await candidateSearchesSince(onReplica, 'registry-api-read', since)).toBeGreaterThan(0);
  });

  it('given the replica stops, public reads move to the primary without an error, and health says it is down', async () => {
    await replica.stop();
    // At once, before any probe has noticed: the read that finds it gone is answered by the primary.
    const answers: Array<[number, boolean]> = [];
    for (let i = 0; i < 4; i++) {
      // The name submitted above, taken: the primary's data.
      const res = await t.http.get(`${ELIGIBLE}${encodeURIComponent(name)}`);
      answers.push([res.status, res.body.data?.attributes.eligible]);
    }
    expect(answers).toEqual(Array.from({ length: 4 }, () => [200, false]));
    expect((await t.http.get('/api/v1/public/trade_names')).status).toBe(200);
    const status = await replicaStatus();
    expect(status).toMatchObject({ state: 'down', serving: false });
    expect((await health()).status).toBe('degraded');
  });
});
