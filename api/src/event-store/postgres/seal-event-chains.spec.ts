import { randomUUID } from 'node:crypto';
import { connectApp, type AppDatabase } from '#src/infrastructure/database/database';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { EventChain } from './event-chain.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { ChainKeyMismatchError, sealEventChains } from './seal-event-chains.js';

let db: TestDatabase;
let app: AppDatabase;
const chain = new EventChain('the-key-introduced-on-this-database-0001');

beforeAll(async () => {
  db = await createTestDatabase();
  app = await connectApp(db.appUrl, 4);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** A stream as the store wrote it before the chain was keyed: hashed with the public es_event_hash. */
async function legacyStream(count: number, options: { corruptVersion?: number } = {}): Promise<string> {
  const streamId = `legacy-${randomUUID()}`;
  await db.owner.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ($1, 'legacy', $2)`, [streamId, count]);
  let prev: string | null = null;
  for (let version = 1; version <= count; version++) {
    const eventId = randomUUID();
    const data = JSON.stringify({ label: `e${version}`, text: 'چایخانەی شار' });
    const recordedAt = new Date(Date.UTC(2026, 0, 1, 0, 0, version)).toISOString();
    const { rows } = await db.owner.query(
      `SELECT es_event_hash($1, $2, $3, $4, 'thing.happened', 1, $5::jsonb, '{"actor":"x"}'::jsonb, $6::timestamptz) AS hash`,
      [prev, streamId, version, eventId, data, recordedAt],
    );
    const hash: string = version === options.corruptVersion ? 'f'.repeat(64) : rows[0].hash;
    await db.owner.query(
      `INSERT INTO es_events (stream_id, stream_type, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at, prev_hash, hash)
       VALUES ($1, 'legacy', $2, $3, 'thing.happened', 1, $4::jsonb, '{"actor":"x"}', $5::timestamptz, $6, $7)`,
      [streamId, version, eventId, data, recordedAt, prev, hash],
    );
    prev = hash;
  }
  return streamId;
}

describe('sealing the event chains with the key, once', () => {
  it('re-keys chains that verify the old way, leaves a broken one visible, and appends continue the keyed chain', async () => {
    const store = new PostgresEventStore(app.pool, chain);
    const intact = await legacyStream(3);
    const broken = await legacyStream(3, { corruptVersion: 2 });
    // Before sealing, the old hashes do not verify under the key.
    expect((await store.verifyStream(intact)).ok).toBe(false);

    expect(await sealEventChains(db.url, chain)).toEqual({ sealed: 1, skipped: 1 });
    expect(await store.verifyStream(intact)).toEqual({ streamId: intact, ok: true, problems: [] });
    expect((await store.verifyStream(broken)).ok).toBe(false);
    await store.append(intact, 'legacy', 3, [{ eventId: randomUUID(), type: 'thing.happened', schemaVersion: 1, data: { label: 'e4' } }]);
    expect((await store.verifyStream(intact)).ok).toBe(true);

    // Later starts with the same key change nothing.
    const before = (await db.owner.query('SELECT hash FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [intact])).rows;
    expect(await sealEventChains(db.url, chain)).toBeUndefined();
    expect((await db.owner.query('SELECT hash FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [intact])).rows).toEqual(
      before,
    );
  });

  it('refuses to start with another key, or to re-key when the record of the key was removed', async () => {
    await expect(sealEventChains(db.url, new EventChain('some-other-key-than-the-sealing-one-000'))).rejects.toBeInstanceOf(
      ChainKeyMismatchError,
    );
    await db.owner.query('DELETE FROM es_chain_key');
    await expect(sealEventChains(db.url, chain)).rejects.toThrow(/es_chain_key is empty/);
  });
});
