import type { QueryRunner } from 'typeorm';
import { loadMigration, migrations } from '@registry/migrations';
import { connectApp, type AppDatabase } from '#src/infrastructure/database/database';
import { PostgresEventStore } from '#src/event-store/postgres/postgres-event-store';
import { EventChain } from '#src/event-store/postgres/event-chain';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from '#test/support/test-database';

/**
 * Migration 1760000000107 turns the ledger of mailed events into a mark per application: what was
 * mailed before stays mailed (no e-mail again), in both directions.
 */
describe('status e-mails: from a ledger of events to a mark per application (migration 1760000000107)', () => {
  let db: TestDatabase;
  let app: AppDatabase;
  let runner: QueryRunner;
  let migration: { up(db: QueryRunner): Promise<void>; down(db: QueryRunner): Promise<void> };
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await connectApp(db.appUrl, 2);
    runner = { query: (text: string) => db.owner.query(text) } as unknown as QueryRunner;
    const entry = migrations.find((m) => m.timestamp === 1760000000107)!;
    migration = new (await loadMigration(entry))();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('keeps, per application, the last event mailed; and going back, counts every event up to it as mailed', async () => {
    const store = new PostgresEventStore(app.pool, new EventChain(TEST_EVENT_CHAIN_KEY));
    const event = (to: string) => ({ eventId: crypto.randomUUID(), type: `trade-name.${to}`, schemaVersion: 1, data: { to } });
    const [first, second] = [`tn-${crypto.randomUUID()}`, `tn-${crypto.randomUUID()}`];
    await store.append(first, 'trade-name', 0, [event('submitted'), event('noted'), event('legal_checking'), event('approved')]);
    await store.append(second, 'trade-name', 0, [event('submitted'), event('legal_checking')]);
    const ids = async (stream: string) =>
      (await db.owner.query(`SELECT event_id FROM es_events WHERE stream_id = $1 ORDER BY stream_version`, [stream])).rows.map(
        (r: { event_id: string }) => r.event_id,
      );
    const [firstIds, secondIds] = [await ids(first), await ids(second)];

    await migration.down(runner);
    // The ledger as it was: the first application mailed through its third event (not its
    // second, which changed no status), the second through its first.
    await db.owner.query(`INSERT INTO application_status_mails (event_id) SELECT unnest($1::uuid[])`, [
      [firstIds[0], firstIds[2], secondIds[0]],
    ]);
    await migration.up(runner);
    const marks = await db.owner.query(
      `SELECT stream_id, mailed_through::int, previous_through::int FROM application_status_mail_marks WHERE stream_id = ANY($1) ORDER BY mailed_through DESC`,
      [[first, second]],
    );
    expect(marks.rows).toEqual([
      { stream_id: first, mailed_through: 3, previous_through: 0 },
      { stream_id: second, mailed_through: 1, previous_through: 0 },
    ]);
    expect((await db.owner.query(`SELECT to_regclass('application_status_mails') AS t`)).rows[0].t).toBeNull();

    await migration.down(runner);
    const mailed = (await db.owner.query(`SELECT event_id FROM application_status_mails`)).rows.map(
      (r: { event_id: string }) => r.event_id,
    );
    expect(mailed.sort()).toEqual([...firstIds.slice(0, 3), secondIds[0]].sort());
    await migration.up(runner);
  });
});
