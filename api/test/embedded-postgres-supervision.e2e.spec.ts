import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { loadConfig } from '../src/config/config.js';
import { createApp } from '../src/create-app.js';
import { DEFAULT_DATABASE } from '../src/infrastructure/database/database.js';
import { EmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres.js';
import { JsonLogger } from '../src/infrastructure/logging/logger.js';
import { MailCatcher } from '../src/infrastructure/mail/mail-catcher.js';
import { startRuntime } from '../src/runtime.js';
import type { TestApp } from './support/test-app.js';
import { applicantToken, write } from './support/http.js';
import { seedCivilRegistry, tradeNamePayload } from './support/applications.js';
import { eventIdsFor } from '../src/event-store/event-ids.js';
import { freePort } from './support/free-port.js';

/**
 * The portal as `npm start` runs it when DATABASE_URL is unset: on an embedded PostgreSQL of its
 * own, which it supervises. The postmaster is killed with SIGKILL under a load of requests; nobody
 * restarts it but the portal.
 */
const ROUTE = '/api/v1/entity-types/tree';
/** The acceptance's bound for the portal to answer 200 again after the kill, without a person. */
const HEALED_WITHIN_MS = 10_000;

let root: string;
let t: TestApp;
let sink: MailCatcher;
const logLines: string[] = [];

const lines = (msg: string) => logLines.map((l) => JSON.parse(l) as { level: string; msg: string }).filter((l) => l.msg === msg);
const postmasterPid = () => Number(readFileSync(path.join(root, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'registry-supervision-'));
  // The server runs as the `postgres` account when the tests run as root: it must reach pg/.
  chmodSync(root, 0o755);
  sink = new MailCatcher();
  await sink.start(0);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: root,
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'debug',
    MAIL_CATCHER_PORT: '0',
    SMTP_URL: sink.url,
  });
  const runtime = await startRuntime(config, new JsonLogger('debug', (line) => logLines.push(line)));
  const app = await createApp(runtime);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const owner = new pg.Pool({
    connectionString: EmbeddedPostgres.urlFor(path.join(root, 'pg'), config.embeddedPgPort, DEFAULT_DATABASE),
    max: 2,
  });
  // The owner pool's idle connections end with the server: heard, not thrown.
  owner.on('error', () => undefined);
  t = {
    app,
    http: request(app.getHttpServer()),
    runtime,
    db: { url: runtime.database.url, appUrl: runtime.database.url, owner, drop: async () => owner.end() },
    mail: sink,
    logLines,
    close: async () => {
      await app.close();
      await runtime.close();
    },
  };
  await seedCivilRegistry(t);
}, 180_000);

afterAll(async () => {
  await t?.db.drop();
  await t?.close();
  await sink?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the supervised embedded PostgreSQL', () => {
  it('given a load of requests, when the postmaster is killed with SIGKILL, then the portal restarts it and answers 200 again, and a later write reaches the read models', async () => {
    await t.http.get(ROUTE).expect(200);
    const killed = postmasterPid();

    // A load of readers, each counting what it was answered, until told to stop.
    let loading = true;
    const answered = new Map<number, number>();
    const readers = Array.from({ length: 8 }, async () => {
      while (loading) {
        const status = (await t.http.get(ROUTE)).status;
        answered.set(status, (answered.get(status) ?? 0) + 1);
      }
    });
    await new Promise((r) => setTimeout(r, 500));

    process.kill(killed, 'SIGKILL');
    const since = Date.now();
    // A request finds the outage (the pool notices the dead server), then the portal heals.
    let sawOutage = false;
    let status = 0;
    while (Date.now() - since < HEALED_WITHIN_MS + 5_000) {
      status = (await t.http.get(ROUTE)).status;
      if (status === 503 || answered.has(503)) sawOutage = true;
      if (status === 200 && sawOutage) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const healedAfterMs = Date.now() - since;
    loading = false;
    await Promise.all(readers);

    expect(sawOutage).toBe(true);
    expect(status).toBe(200);
    expect(healedAfterMs).toBeLessThan(HEALED_WITHIN_MS);
    expect(postmasterPid()).not.toBe(killed);
    // During the outage requests were refused with 503, never a 500.
    expect([...answered.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // Not a stack per request: the outage is one warning.
    expect(lines('request failed')).toEqual([]);
    // The death and the recovery are logged once each.
    expect(lines('embedded PostgreSQL stopped unexpectedly; restarting it')).toHaveLength(1);
    expect(lines('embedded PostgreSQL restarted')).toHaveLength(1);

    // The projection runners follow the database's return within about two seconds by
    // themselves: an event appended without the local nudge is read by each at its next attempt.
    const returnedAt = Date.parse((lines('embedded PostgreSQL restarted')[0] as unknown as { time: string }).time);
    await t.runtime.eventStore.append(`supervision-probe-${since}`, 'supervision-probe', 0, [
      { eventId: eventIdsFor(undefined, 1)[0]!, type: 'supervision.probed', schemaVersion: 1, data: {} },
    ]);
    let lagging = Infinity;
    while (Date.now() - returnedAt < 10_000) {
      lagging = (await t.runtime.projections.status()).filter((p) => p.lag > 0).length;
      if (lagging === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(lagging).toBe(0);
    expect(Date.now() - returnedAt).toBeLessThan(2500);

    // A write after the recovery: a trade name submitted over HTTP appears in the applications
    // read model by the projection runners' own doing.
    const applicant = await applicantToken(t);
    const created = await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
      .send(await tradeNamePayload(t, applicant.token, `چایخانەی ${Date.now()}`))
      .expect(201);
    const id = created.body.data.id as string;
    let indexed = 0;
    for (let i = 0; i < 100 && !indexed; i++) {
      indexed = (await t.db.owner.query('SELECT 1 FROM rm_applications WHERE stream_id = $1', [id])).rowCount ?? 0;
      if (!indexed) await new Promise((r) => setTimeout(r, 100));
    }
    expect(indexed).toBe(1);
  });
});
