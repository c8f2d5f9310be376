import pg from 'pg';
import { describeEventStoreContract, type EventStoreContractHarness } from '../event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { connectApp, type AppDatabase } from '#src/infrastructure/database/database';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from '#test/support/test-database';
import { EventChain, RECORDED_AT_TEXT } from './event-chain.js';

let db: TestDatabase;
let app: AppDatabase;
const chain = new EventChain(TEST_EVENT_CHAIN_KEY);

async function tryEach(pool: pg.Pool, streamId: string) {
  const attempt = async (sql: string, values: unknown[] = []) => {
    try {
      await pool.query(sql, values);
      return null;
    } catch (error) {
      return error as Error;
    }
  };
  return {
    update: await attempt(`UPDATE es_events SET data = '{"forged":true}' WHERE stream_id = $1`, [streamId]),
    delete: await attempt(`DELETE FROM es_events WHERE stream_id = $1`, [streamId]),
    truncate: await attempt(`TRUNCATE es_events CASCADE`),
  };
}

describeEventStoreContract(
  'PostgreSQL',
  async (): Promise<EventStoreContractHarness> => {
    db = await createTestDatabase();
    app = await connectApp(db.appUrl, 40);
    const store = new PostgresEventStore(app.pool, chain);
    return {
      store,
      async beginAppend(streamId, streamType, expected, events) {
        const client = await app.pool.connect();
        await client.query('BEGIN');
        await store.append(streamId, streamType, expected, events, client);
        const end = async (sql: string) => {
          try {
            await client.query(sql);
          } finally {
            client.release();
          }
        };
        return { commit: () => end('COMMIT'), rollback: () => end('ROLLBACK') };
      },
      attemptRewrites: (streamId) => tryEach(app.pool, streamId),
      attemptRewritesAsOwner: (streamId) => tryEach(db.owner, streamId),
      async tamper(streamId, version) {
        // What a rogue operator with full rights could do: switch the guard off, rewrite, switch it on.
        const client = await db.owner.connect();
        try {
          await client.query('BEGIN');
          await client.query('ALTER TABLE es_events DISABLE TRIGGER es_events_append_only');
          await client.query(
            `UPDATE es_events SET data = jsonb_set(data, '{label}', '"forged"') WHERE stream_id = $1 AND stream_version = $2`,
            [streamId, version],
          );
          await client.query('ALTER TABLE es_events ENABLE TRIGGER es_events_append_only');
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      },
      async tamperAndRechain(streamId, version, how) {
        const attackersKey = new EventChain('an-operator-s-own-key-that-is-not-the-store-s');
        const client = await db.owner.connect();
        try {
          await client.query('BEGIN');
          await client.query('ALTER TABLE es_events DISABLE TRIGGER es_events_append_only');
          await client.query(
            `UPDATE es_events SET data = jsonb_set(data, '{label}', '"forged"') WHERE stream_id = $1 AND stream_version = $2`,
            [streamId, version],
          );
          const { rows } = await client.query(
            `SELECT stream_version, event_id, event_type, schema_version, data, metadata, ${RECORDED_AT_TEXT} AS recorded_text, hash
               FROM es_events WHERE stream_id = $1 AND stream_version >= $2 - 1 ORDER BY stream_version`,
            [streamId, version],
          );
          let prev: string | null = version > 1 ? rows[0].hash : null;
          for (const row of rows.filter((r) => Number(r.stream_version) >= version)) {
            const hash =
              how === 'public-hash'
                ? (
                    await client.query(
                      `SELECT es_event_hash($1, stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at) AS hash
                         FROM es_events WHERE stream_id = $2 AND stream_version = $3`,
                      [prev, streamId, row.stream_version],
                    )
                  ).rows[0].hash
                : attackersKey.hash({
                    prevHash: prev,
                    streamId,
                    streamVersion: Number(row.stream_version),
                    eventId: row.event_id,
                    type: row.event_type,
                    schemaVersion: row.schema_version,
                    data: row.data,
                    metadata: row.metadata,
                    recordedAt: row.recorded_text,
                  });
            await client.query('UPDATE es_events SET prev_hash = $3, hash = $4 WHERE stream_id = $1 AND stream_version = $2', [
              streamId,
              row.stream_version,
              prev,
              hash,
            ]);
            prev = hash;
          }
          await client.query('ALTER TABLE es_events ENABLE TRIGGER es_events_append_only');
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      },
    };
  },
  async () => {
    await app?.close();
    await db?.drop();
  },
);

describe('PostgreSQL event store: privileges', () => {
  let own: TestDatabase;
  beforeAll(async () => {
    own = await createTestDatabase();
  });
  afterAll(() => own.drop());

  it('the application role has no UPDATE, DELETE or TRUNCATE privilege on events', async () => {
    const { rows } = await own.owner.query(
      `SELECT p AS privilege, has_table_privilege('registry_app', 'es_events', p) AS granted
         FROM unnest(ARRAY['SELECT','INSERT','UPDATE','DELETE','TRUNCATE']) p`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.privilege, r.granted]))).toEqual({
      SELECT: true,
      INSERT: true,
      UPDATE: false,
      DELETE: false,
      TRUNCATE: false,
    });
  });
});
