import { randomUUID } from 'node:crypto';
import { connectApp, type AppDatabase } from '#src/infrastructure/database/database';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from '#test/support/test-database';
import { EventChain } from '../postgres/event-chain.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { eventIdsFor } from '../event-ids.js';
import type { GlobalEvent, NewEvent, SqlSession } from '../event-store.js';
import type { Projection } from './projection.js';
import { Projections } from './projections.js';
import { StreamSummaryProjection } from '#src/modules/stream-summary/stream-summary.projection';
import { JsonLogger } from '#src/infrastructure/logging/logger';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Counts every application of every event: a second application of one event shows as 2. */
class RecordingProjection implements Projection {
  readonly name = 'recording';
  readonly tables = ['test_recorded'];
  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    await tx.query(
      sql`INSERT INTO test_recorded (event_id, times) SELECT unnest(${events.map((e) => e.eventId)}::uuid[]), 1
       ON CONFLICT (event_id) DO UPDATE SET times = test_recorded.times + 1`,
    );
  }
}

const quiet = new JsonLogger('error');
let db: TestDatabase;
let app: AppDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.owner.query(`CREATE TABLE test_recorded (event_id uuid PRIMARY KEY, times int NOT NULL);
                        GRANT ALL ON test_recorded TO registry_app`);
  app = await connectApp(db.appUrl, 40);
  store = new PostgresEventStore(app.pool, new EventChain(TEST_EVENT_CHAIN_KEY));
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

function newEvents(count: number): NewEvent[] {
  return eventIdsFor(randomUUID(), count).map((eventId, i) => ({ eventId, type: 'thing.happened', schemaVersion: 1, data: { i } }));
}

async function tableRows(table: string, orderBy: string) {
  return (await db.owner.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;
}

it('two processes running one projection under live, out-of-order writes apply every committed event exactly once', async () => {
  const opts = { batchSize: 25, idleMs: 10 };
  // Two "processes": each its own Projections over the same database.
  const first = new Projections(app.pool, store, [new RecordingProjection(), new StreamSummaryProjection()], quiet, opts);
  const second = new Projections(app.pool, store, [new RecordingProjection(), new StreamSummaryProjection()], quiet, opts);
  first.start();
  second.start();

  const committed = new Set<string>();
  const streams = Array.from({ length: 40 }, () => `thing-${randomUUID()}`);
  const versions = new Map<string, number>(streams.map((s) => [s, 0]));
  await Promise.all(
    Array.from({ length: 10 }, async (_, w) => {
      for (let i = 0; i < 30; i++) {
        const stream = streams[(w * 4 + (i % 4)) % streams.length]!;
        const events = newEvents(1 + (i % 3));
        const client = await app.pool.connect();
        try {
          await client.query('BEGIN');
          await store.append(stream, 'thing', versions.get(stream)!, events, client);
          if (i % 5 === 2) await new Promise((r) => setTimeout(r, 15)); // held open while others commit
          if ((w + i) % 7 === 0) {
            await client.query('ROLLBACK');
            continue;
          }
          await client.query('COMMIT');
          versions.set(stream, versions.get(stream)! + events.length);
          for (const e of events) committed.add(e.eventId);
        } finally {
          client.release();
        }
      }
    }),
  );

  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { rows } = await db.owner.query('SELECT count(*)::int AS n FROM test_recorded');
    if (rows[0].n >= committed.size && (await first.status()).every((s) => s.lag === 0)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await Promise.all([first.stop(), second.stop()]);

  const recorded = await tableRows('test_recorded', 'event_id');
  expect(recorded.filter((r) => r.times !== 1)).toEqual([]);
  expect(new Set(recorded.map((r) => r.event_id))).toEqual(committed);

  const live = await tableRows('rm_stream_summary', 'stream_id');
  expect(live).toHaveLength(streams.length);
  for (const row of live) expect(Number(row.version)).toBe(versions.get(row.stream_id));

  // A rebuild from zero ends with the same rows as the live run.
  const rebuild = new Projections(app.pool, store, [new StreamSummaryProjection()], quiet);
  const result = await rebuild.rebuild('stream-summary');
  expect(result.events).toBe(committed.size);
  expect(await tableRows('rm_stream_summary', 'stream_id')).toEqual(live);
});

it('a rebuild while the projection runs live still ends equal to the live read model', async () => {
  const live = new Projections(app.pool, store, [new StreamSummaryProjection()], quiet, { batchSize: 50, idleMs: 5 });
  live.start();
  const stream = `thing-${randomUUID()}`;
  let version = 0;
  const writer = (async () => {
    for (let i = 0; i < 60; i++) version = (await store.append(stream, 'thing', version, newEvents(1))).nextVersion;
  })();
  const rebuilder = new Projections(app.pool, store, [new StreamSummaryProjection()], quiet);
  await rebuilder.rebuild('stream-summary');
  await writer;
  // Events are read only once no older transaction anywhere on the server is still open (the
  // tests of other files share it), so catching up may take a few rounds.
  const summary = async () => (await tableRows('rm_stream_summary', 'stream_id')).find((r) => r.stream_id === stream)?.version;
  for (let round = 0; round < 400 && (await summary()) !== '60'; round++) {
    await rebuilder.runner('stream-summary').catchUp();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await live.stop();
  const before = await tableRows('rm_stream_summary', 'stream_id');
  expect(before.find((r) => r.stream_id === stream)?.version).toBe('60');
  await rebuilder.rebuild('stream-summary');
  expect(await tableRows('rm_stream_summary', 'stream_id')).toEqual(before);
});

it('health status reports the lag of a projection behind the log', async () => {
  const projections = new Projections(app.pool, store, [new StreamSummaryProjection()], quiet);
  // Other test files' open transactions may hold the read horizon back a moment: wait for lag 0.
  const deadline = Date.now() + 15_000;
  do await projections.catchUp();
  while ((await projections.status())[0]!.lag > 0 && Date.now() < deadline && (await new Promise((r) => setTimeout(r, 50)), true));
  await store.append(`thing-${randomUUID()}`, 'thing', 0, newEvents(3));
  expect((await projections.status())[0]).toMatchObject({ name: 'stream-summary', lag: 3 });
  while ((await projections.status())[0]!.lag > 0 && Date.now() < deadline + 15_000) await projections.catchUp();
  expect((await projections.status())[0]!.lag).toBe(0);
});
