import { randomUUID } from 'node:crypto';
import { connectApp, type AppDatabase } from '#src/infrastructure/database/database';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from '#test/support/test-database';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { EventChain } from '../postgres/event-chain.js';
import { eventIdsFor } from '../event-ids.js';
import type { GlobalEvent, SqlSession } from '../event-store.js';
import type { Projection } from './projection.js';
import { Projections } from './projections.js';
import { JsonLogger } from '#src/infrastructure/logging/logger';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * ProjectionRunner.rebuild fills temporary shadows and swaps them in: the live table ends equal
 * to a replay (rows the replay lacks deleted, changed rows restored, the rest untouched), readers
 * see the whole old table until the swap, and no pooled connection is left seeing a shadow.
 */
class CountingProjection implements Projection {
  readonly name = 'rebuild-test';
  readonly tables = ['test_rebuild_counts'];
  /** Holds each batch back, so that a reader can look at the live table while the rebuild fills. */
  constructor(private readonly delayMs = 0) {}
  async apply(events: GlobalEvent[], tx: SqlSession): Promise<void> {
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    await tx.query(
      sql`INSERT INTO test_rebuild_counts (stream_id, events, last_type)
       SELECT stream_id, count(*), max(type) FROM unnest(${events.map((e) => e.streamId)}::text[], ${events.map((e) => e.type)}::text[]) AS e(stream_id, type) GROUP BY stream_id
       ON CONFLICT (stream_id) DO UPDATE SET events = test_rebuild_counts.events + excluded.events, last_type = excluded.last_type`,
    );
  }
}

const quiet = new JsonLogger('error');
let db: TestDatabase;
let app: AppDatabase;
let store: PostgresEventStore;
const streams = Array.from({ length: 30 }, () => `rebuild-${randomUUID()}`);

beforeAll(async () => {
  db = await createTestDatabase();
  await db.owner.query(`CREATE TABLE test_rebuild_counts (stream_id text PRIMARY KEY, events int NOT NULL, last_type text NOT NULL);
                        GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON test_rebuild_counts TO registry_app`);
  app = await connectApp(db.appUrl, 10);
  store = new PostgresEventStore(app.pool, new EventChain(TEST_EVENT_CHAIN_KEY));
  for (const stream of streams) {
    await store.append(
      stream,
      'thing',
      0,
      eventIdsFor(stream, 4).map((eventId) => ({ eventId, type: 'thing.happened', schemaVersion: 1, data: {} })),
    );
  }
  const live = new Projections(app.pool, store, [new CountingProjection()], quiet);
  const deadline = Date.now() + 15_000;
  do await live.catchUp();
  while ((await live.status())[0]!.lag > 0 && Date.now() < deadline);
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

const rows = async () => (await db.owner.query('SELECT stream_id, events, last_type FROM test_rebuild_counts ORDER BY stream_id')).rows;

it('makes the live table equal to a replay: a row the events never made is deleted, a changed row restored', async () => {
  const replayed = await rows();
  expect(replayed).toHaveLength(streams.length);
  await db.owner.query(`INSERT INTO test_rebuild_counts VALUES ('made-up', 1, 'x')`);
  await db.owner.query(`UPDATE test_rebuild_counts SET events = 99 WHERE stream_id = $1`, [streams[0]]);
  const result = await new Projections(app.pool, store, [new CountingProjection()], quiet, { batchSize: 7 }).rebuild('rebuild-test');
  expect(result.events).toBeGreaterThanOrEqual(streams.length * 4);
  expect(await rows()).toEqual(replayed);
});

it('lets readers see every row while it fills, and leaves no pooled connection seeing a shadow', async () => {
  const before = await rows();
  const rebuilding = new Projections(app.pool, store, [new CountingProjection(30)], quiet, { batchSize: 10 }).rebuild('rebuild-test');
  const seen: number[] = [];
  let done = false;
  void rebuilding.finally(() => (done = true));
  while (!done) {
    seen.push((await app.pool.query('SELECT count(*)::int AS n FROM test_rebuild_counts')).rows[0].n);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await rebuilding;
  expect(seen.length).toBeGreaterThan(3);
  expect(seen.filter((n) => n !== before.length)).toEqual([]);
  // Every connection of the pool reads the live table: a made-up row written there shows on each.
  await db.owner.query(`INSERT INTO test_rebuild_counts VALUES ('after', 1, 'x')`);
  const clients = await Promise.all(Array.from({ length: 10 }, () => app.pool.connect()));
  try {
    for (const client of clients)
      expect((await client.query('SELECT count(*)::int AS n FROM test_rebuild_counts')).rows[0].n).toBe(before.length + 1);
  } finally {
    for (const client of clients) client.release();
  }
});
