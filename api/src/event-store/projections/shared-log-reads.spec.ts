import { randomUUID } from 'node:crypto';
import { connectApp, type AppDatabase } from '#src/infrastructure/database/database';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from '#test/support/test-database';
import { EventChain } from '../postgres/event-chain.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { eventIdsFor } from '../event-ids.js';
import type { GlobalEvent, SqlSession } from '../event-store.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';
import { SharedLogReads, type LogReads } from './shared-log-reads.js';
import { JsonLogger } from '#src/infrastructure/logging/logger';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

/** Counts each application of each event in a table of its own: a second application shows as 2. */
class SeenProjection implements Projection {
  readonly tables: string[];
  constructor(readonly name: string) {
    this.tables = [`test_${name}`];
  }
  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    const table = Sql.identifier(`test_${this.name}`);
    await tx.query(
      sql`INSERT INTO ${table} (event_id, times) SELECT unnest(${events.map((e) => e.eventId)}::uuid[]), 1
       ON CONFLICT (event_id) DO UPDATE SET times = ${table}.times + 1`,
    );
  }
}

/** The store's own reads, counted. */
class CountedReads implements LogReads {
  calls = 0;
  constructor(private readonly store: LogReads) {}
  readAll(after: string | null, limit: number, session?: SqlSession): Promise<GlobalEvent[]> {
    this.calls += 1;
    return this.store.readAll(after, limit, session);
  }
}

const NAMES = ['seen_a', 'seen_b', 'seen_c'];
const quiet = new JsonLogger('error');
let db: TestDatabase;
let app: AppDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase();
  for (const name of NAMES)
    await db.owner.query(
      `CREATE TABLE test_${name} (event_id uuid PRIMARY KEY, times int NOT NULL); GRANT ALL ON test_${name} TO registry_app`,
    );
  app = await connectApp(db.appUrl, 20);
  store = new PostgresEventStore(app.pool, new EventChain(TEST_EVENT_CHAIN_KEY));
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

async function appendEvents(streams: number, perStream: number): Promise<string[]> {
  const ids: string[] = [];
  for (let s = 0; s < streams; s++) {
    const events = eventIdsFor(randomUUID(), perStream).map((eventId, i) => ({
      eventId,
      type: 'thing.happened',
      schemaVersion: 1,
      data: { i },
    }));
    await store.append(`thing-${randomUUID()}`, 'thing', 0, events);
    ids.push(...events.map((e) => e.eventId));
  }
  return ids;
}

/**
 * Waits until the log's readers can see these events: es_read_all stops below the oldest running
 * transaction of the whole server, and other test files run transactions on it meanwhile.
 */
async function readable(ids: string[]): Promise<void> {
  const last = ids[ids.length - 1]!;
  for (let tries = 0; tries < 200; tries++) {
    if ((await store.readAll(null, 100_000)).some((e) => e.eventId === last)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the appended events never became readable');
}

async function timesSeen(name: string): Promise<Map<string, number>> {
  const { rows } = await db.owner.query(`SELECT event_id, times FROM test_${name}`);
  return new Map(rows.map((r: { event_id: string; times: number }) => [r.event_id, r.times]));
}

it('runners catching up side by side read each batch once between them, and each applies every event once', async () => {
  const written = await appendEvents(60, 10); // 600 events: batches of 50, 100, 200, 200, 50
  await readable(written);
  const counted = new CountedReads(store);
  const shared = new SharedLogReads(counted);
  const runners = NAMES.map(
    (name) =>
      new ProjectionRunner(app.pool, store, new SeenProjection(name), quiet, { batchSize: 50, maxBatchSize: 200 }, shared.reader(name)),
  );

  const read = await Promise.all(runners.map((r) => r.catchUp()));

  expect(read).toEqual([600, 600, 600]);
  for (const name of NAMES) {
    const seen = await timesSeen(name);
    expect(seen.size).toBe(written.length);
    expect([...seen.values()].every((times) => times === 1)).toBe(true);
  }
  // Alone, each runner reads 5 batches (the last one short); together, unshared, 15. Shared: the
  // four full batches once, the short one at most once per runner.
  expect(counted.calls).toBeGreaterThanOrEqual(5);
  expect(counted.calls).toBeLessThanOrEqual(4 + NAMES.length);
});

it('a short batch at the head of the log is not handed out again: events committed after it are read', async () => {
  const counted = new CountedReads(store);
  const shared = new SharedLogReads(counted);
  const runners = NAMES.map(
    (name) => new ProjectionRunner(app.pool, store, new SeenProjection(name), quiet, { batchSize: 1000 }, shared.reader(name)),
  );
  await Promise.all(runners.map((r) => r.catchUp()));
  // All three stand at the head: the same checkpoint, the same batch size, a short (empty) read.
  const later = await appendEvents(3, 4);
  await readable(later);
  await Promise.all(runners.map((r) => r.catchUp()));
  for (const name of NAMES) {
    const seen = await timesSeen(name);
    for (const id of later) expect(seen.get(id)).toBe(1);
  }
});

it('runners at different checkpoints each get their own batches', async () => {
  const written = await appendEvents(10, 5);
  await readable(written);
  const counted = new CountedReads(store);
  const shared = new SharedLogReads(counted);
  // A runner far behind (a new projection) and one at the head, sharing reads.
  const fresh = new ProjectionRunner(app.pool, store, new SeenProjection('seen_c'), quiet, { batchSize: 20 }, shared.reader('seen_c'));
  await fresh.reset();
  const atHead = new ProjectionRunner(app.pool, store, new SeenProjection('seen_a'), quiet, { batchSize: 20 }, shared.reader('seen_a'));
  await Promise.all([fresh.catchUp(), atHead.catchUp()]);
  const seen = await timesSeen('seen_c');
  expect([...seen.values()].every((times) => times === 1)).toBe(true);
  for (const id of written) expect(seen.get(id)).toBe(1);
  expect((await timesSeen('seen_a')).get(written[written.length - 1]!)).toBe(1);
});

it('holds at most maxHeld events: the fastest runner waits for a slower one to take them, then leaves it to read alone', async () => {
  const counted = new CountedReads(store);
  const shared = new SharedLogReads(counted, { maxHeld: 100, waitMs: 400 });
  const fast = shared.reader('fast');
  const slow = shared.reader('slow');
  const first = await fast.readAll(null, 50);
  expect(await slow.readAll(null, 50)).toEqual(first);
  const second = await fast.readAll(first[49]!.checkpoint, 50);
  expect(counted.calls).toBe(2);
  // A third batch would hold 150 events, while "slow" still needs the first: "fast" waits for it.
  const startedWaiting = Date.now();
  const third = fast.readAll(second[49]!.checkpoint, 50);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(counted.calls).toBe(2);
  expect(await slow.readAll(first[49]!.checkpoint, 50)).toEqual(second);
  const thirdBatch = await third;
  expect(Date.now() - startedWaiting).toBeLessThan(400);
  expect(counted.calls).toBe(3);
  expect(await slow.readAll(second[49]!.checkpoint, 50)).toEqual(thirdBatch);
  expect(counted.calls).toBe(3);

  // "slow" stops reading: after waitMs, "fast" goes on without it, and "slow" then reads alone.
  const fourth = await fast.readAll(thirdBatch[49]!.checkpoint, 50);
  const fifthStarted = Date.now();
  await fast.readAll(fourth[49]!.checkpoint, 50);
  expect(Date.now() - fifthStarted).toBeGreaterThanOrEqual(350);
  expect(counted.calls).toBe(5);
  expect(await slow.readAll(null, 50)).toEqual(first);
  expect(counted.calls).toBe(6);
});
