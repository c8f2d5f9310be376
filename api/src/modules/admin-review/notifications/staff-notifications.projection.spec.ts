import { randomUUID } from 'node:crypto';
import { connectApp, type AppDatabase } from '#src/infrastructure/database/database';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from '#test/support/test-database';
import { EventChain } from '#src/event-store/postgres/event-chain';
import { PostgresEventStore } from '#src/event-store/postgres/postgres-event-store';
import type { GlobalEvent } from '#src/event-store/event-store';
import { StaffNotificationsProjection } from './staff-notifications.projection.js';

let db: TestDatabase;
let app: AppDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await connectApp(db.appUrl, 4);
  store = new PostgresEventStore(app.pool, new EventChain(TEST_EVENT_CHAIN_KEY));
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** A trade name submitted as `name`, returned by `reviewer`, resubmitted: its three events as projections read them. */
async function returnedAndResubmitted(name: string, reviewer: string): Promise<GlobalEvent[]> {
  const streamId = randomUUID();
  const event = (type: string, data: object) => ({ eventId: randomUUID(), type, schemaVersion: 1, data });
  await store.append(streamId, 'trade-name', 0, [
    event('trade-name.submitted', { details: { name }, ownerEmail: 'owner@example.org' }),
    event('trade-name.returned-to-applicant', { actor: { kind: 'staff', id: reviewer } }),
    event('trade-name.resubmitted', { actor: { kind: 'applicant', id: 'owner@example.org' } }),
  ]);
  for (let tries = 0; tries < 100; tries++) {
    const events = (await store.readAll(null, 100_000)).filter((e) => e.streamId === streamId);
    if (events.length === 3) return events;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the events never became readable');
}

async function resubmittedNoticeName(reviewer: string): Promise<string> {
  const { rows } = await db.owner.query(
    `SELECT params ->> 'name' AS name FROM notifications WHERE recipient = $1 AND kind = 'staff-resubmitted'`,
    [`staff:${reviewer}`],
  );
  expect(rows).toHaveLength(1);
  return rows[0].name;
}

async function applyInOrder(batches: GlobalEvent[][]): Promise<void> {
  const projection = new StaffNotificationsProjection();
  for (const batch of batches) {
    const client = await app.pool.connect();
    try {
      await client.query('BEGIN');
      await projection.apply(batch, client);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  }
}

it('names the application in a resubmission notice from its submission, in the same batch or read from the store', async () => {
  const together = await returnedAndResubmitted('چایخانەی شار', 'reviewer-a');
  await applyInOrder([together]);
  expect(await resubmittedNoticeName('reviewer-a')).toBe('\u2068چایخانەی شار\u2069');

  // The submission in an earlier batch: read from the store.
  const apart = await returnedAndResubmitted('City Tea House', 'reviewer-b');
  await applyInOrder([apart.slice(0, 2), apart.slice(2)]);
  expect(await resubmittedNoticeName('reviewer-b')).toBe('\u2068City Tea House\u2069');
});
