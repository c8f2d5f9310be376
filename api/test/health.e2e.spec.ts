import { randomUUID } from 'node:crypto';
import { OutboxWorker } from '../src/infrastructure/outbox/outbox-worker.js';
import { enqueueMail } from '../src/infrastructure/outbox/outbox.js';
import { defineMailTemplates } from '../src/infrastructure/outbox/templates.js';
import { degradedChecks } from '../src/modules/health/health-checks.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * GET /api/health (docs/api.md, "Health"): "degraded", still 200, naming the check and by how
 * much, when a projection really lags (its runner stopped while events are appended) or an
 * unsent e-mail has really waited too long in the outbox; "ok" again once they catch up.
 */
const same = (text: string) => ({ ckb: text, en: text, ar: text, kmr: text });
defineMailTemplates({ 'test.health.notice': { subject: same('Notice'), text: same('Notice.') } });

const LIMITS = { maxProjectionLagEvents: 5, maxProjectionLagSeconds: 2, maxOutboxAgeSeconds: 600, maxCodeMailAgeSeconds: 45 };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      HEALTH_MAX_PROJECTION_LAG_EVENTS: String(LIMITS.maxProjectionLagEvents),
      HEALTH_MAX_PROJECTION_LAG_SECONDS: String(LIMITS.maxProjectionLagSeconds),
      HEALTH_MAX_OUTBOX_AGE_SECONDS: String(LIMITS.maxOutboxAgeSeconds),
      HEALTH_MAX_CODE_MAIL_AGE_SECONDS: String(LIMITS.maxCodeMailAgeSeconds),
    },
  });
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const health = async () => (await t.http.get('/api/health').expect(200)).body;
const thingEvents = (count: number) =>
  Array.from({ length: count }, () => ({ eventId: randomUUID(), type: 'thing.happened', schemaVersion: 1, data: {} }));

async function until(condition: (body: any) => boolean, what: string, timeoutMs = 20_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = await health();
    if (condition(body)) return body;
    if (Date.now() > deadline) throw new Error(`health never ${what}: ${JSON.stringify(body)}`);
    await sleep(50);
  }
}

describe('GET /api/health', () => {
  it('is ok with every projection caught up and no mail waiting, and says how far each is', async () => {
    const body = await until((b) => b.status === 'ok' && b.projections.every((p: { lag: number }) => p.lag === 0), 'caught up');
    expect(body.degraded).toBeUndefined();
    expect(body.projections[0]).toMatchObject({ lag: 0, lagSeconds: 0 });
    expect(body.outbox).toEqual({
      pending: expect.any(Number),
      oldestPendingSeconds: expect.any(Number),
      codes: { pending: expect.any(Number), oldestPendingSeconds: expect.any(Number) },
      held: expect.any(Number),
      heldPastLease: expect.any(Number),
      lastHour: { renewed: expect.any(Number), withdrawn: expect.any(Number) },
    });
  });

  it('is degraded, naming the projection, when one lags past the events threshold; ok once it catches up', async () => {
    const runner = t.runtime.projections.runner('stream-summary');
    await runner.stop();
    try {
      await t.runtime.eventStore.append(`thing-${randomUUID()}`, 'thing', 0, thingEvents(LIMITS.maxProjectionLagEvents + 3));
      // The other runners skip these events at once; the stopped one stays behind.
      const body = await until((b) => b.status === 'degraded' && b.degraded.length === 1, 'degraded by the stopped runner alone');
      expect(body.degraded).toEqual([
        {
          check: 'projection',
          name: 'stream-summary',
          lag: LIMITS.maxProjectionLagEvents + 3,
          lagSeconds: expect.any(Number),
          limits: { lag: LIMITS.maxProjectionLagEvents, lagSeconds: LIMITS.maxProjectionLagSeconds },
        },
      ]);
    } finally {
      runner.start();
    }
    await until((b) => b.status === 'ok', 'ok again after the runner caught up');
  });

  it('is degraded when the oldest event a projection has still to apply is older than the seconds threshold, however few', async () => {
    const runner = t.runtime.projections.runner('stream-summary');
    await runner.stop();
    try {
      await t.runtime.eventStore.append(`thing-${randomUUID()}`, 'thing', 0, thingEvents(1));
      await sleep((LIMITS.maxProjectionLagSeconds + 0.5) * 1000);
      const body = await health();
      expect(body.status).toBe('degraded');
      expect(body.degraded).toEqual([expect.objectContaining({ check: 'projection', name: 'stream-summary', lag: 1 })]);
      expect(body.degraded[0].lagSeconds).toBeGreaterThan(LIMITS.maxProjectionLagSeconds);
    } finally {
      runner.start();
    }
    await until((b) => b.status === 'ok', 'ok again after the runner caught up');
  });

  it('is degraded when the oldest unsent e-mail has waited past the threshold; ok once it is sent', async () => {
    const worker = t.app.get(OutboxWorker, { strict: false });
    await worker.stop();
    try {
      const client = await t.runtime.db.pool.connect();
      let id: string;
      try {
        id = (await enqueueMail(client, { to: 'someone@example.org', template: 'test.health.notice', locale: 'en' })).id;
      } finally {
        client.release();
      }
      // A mail the worker has not sent for 30 minutes (created_at as the insert of that time would set it).
      await t.db.owner.query(`UPDATE mail_outbox SET created_at = now() - interval '30 minutes' WHERE id = $1`, [id]);
      const body = await health();
      expect(body.status).toBe('degraded');
      expect(body.degraded).toEqual([
        {
          check: 'outbox',
          pending: expect.any(Number),
          oldestPendingSeconds: expect.any(Number),
          codes: { pending: 0, oldestPendingSeconds: 0 },
          held: 0,
          heldPastLease: 0,
          limits: { oldestPendingSeconds: LIMITS.maxOutboxAgeSeconds, codesOldestPendingSeconds: LIMITS.maxCodeMailAgeSeconds },
        },
      ]);
      expect(body.degraded[0].pending).toBeGreaterThanOrEqual(1);
      expect(body.degraded[0].oldestPendingSeconds).toBeGreaterThanOrEqual(1800);
    } finally {
      await worker.start();
    }
    await until((b) => b.status === 'ok', 'ok again after the mail was sent');
  });

  it('is degraded sooner by a one-time code held past the code limit (by a worker that died), and shows the hold; ok once it is sent', async () => {
    const worker = t.app.get(OutboxWorker, { strict: false });
    await worker.stop();
    try {
      const client = await t.runtime.db.pool.connect();
      let id: string;
      try {
        id = (await enqueueMail(client, { to: 'waiting@example.org', template: 'test.health.notice', locale: 'en', urgent: true })).id;
      } finally {
        client.release();
      }
      // Claimed 50 s ago by a worker killed since: its 30-second lease ran out 20 s ago.
      await t.db.owner.query(
        `UPDATE mail_outbox SET created_at = now() - interval '50 seconds', claim_token = gen_random_uuid(), attempts = 1,
                next_attempt_at = now() - interval '20 seconds' WHERE id = $1`,
        [id],
      );
      const body = await health();
      expect(body.status).toBe('degraded');
      expect(body.degraded).toEqual([
        expect.objectContaining({
          check: 'outbox',
          codes: { pending: 1, oldestPendingSeconds: expect.any(Number) },
          held: 1,
          heldPastLease: 1,
          limits: { oldestPendingSeconds: LIMITS.maxOutboxAgeSeconds, codesOldestPendingSeconds: LIMITS.maxCodeMailAgeSeconds },
        }),
      ]);
      expect(body.degraded[0].codes.oldestPendingSeconds).toBeGreaterThanOrEqual(50);
      expect(body.degraded[0].oldestPendingSeconds).toBeLessThan(LIMITS.maxOutboxAgeSeconds);
    } finally {
      await worker.start();
    }
    const ok = await until((b) => b.status === 'ok', 'ok again after the code was sent');
    expect(ok.outbox).toMatchObject({ codes: { pending: 0 }, held: 0, heldPastLease: 0 });
  });
});

describe('degradedChecks', () => {
  const limits = { maxProjectionLagEvents: 100, maxProjectionLagSeconds: 60, maxOutboxAgeSeconds: 300, maxCodeMailAgeSeconds: 60 };
  const projection = (lag: number, lagSeconds: number) => ({ name: 'p', checkpoint: null, updatedAt: null, lag, lagSeconds });
  const outbox = (pending: number, oldestPendingSeconds: number, codeSeconds = 0) => ({
    pending,
    oldestPendingSeconds,
    codes: { pending: codeSeconds ? 1 : 0, oldestPendingSeconds: codeSeconds },
    held: 0,
    heldPastLease: 0,
    lastHour: { renewed: 0, withdrawn: 0 },
  });
  const idle = outbox(0, 0);

  it('passes at the thresholds and names every check past them', () => {
    expect(degradedChecks([projection(100, 60)], outbox(3, 300, 60), limits)).toEqual([]);
    expect(degradedChecks([], outbox(3, 61, 61), limits).map((d) => d.check)).toEqual(['outbox']);
    expect(degradedChecks([projection(101, 0)], idle, limits).map((d) => d.check)).toEqual(['projection']);
    expect(degradedChecks([projection(0, 61)], idle, limits).map((d) => d.check)).toEqual(['projection']);
    expect(degradedChecks([projection(101, 61), projection(0, 0)], outbox(9, 301), limits).map((d) => d.check)).toEqual([
      'projection',
      'outbox',
    ]);
  });
});
