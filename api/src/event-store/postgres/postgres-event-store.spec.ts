import pg from 'pg';
import { describeEventStoreContract, type EventStoreContractHarness } from '../event-store.contract.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { connectApp, type AppDatabase } from '#src/infrastructure/database/database';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from '#test/support/test-database';
import { EventChain, RECORDED_AT_TEXT } from './event-chain.js';
import { StreamVersionConflictError } from '../event-store.js';

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

describe('PostgreSQL event store: the head an append continues', () => {
  let own: TestDatabase;
  let ownApp: AppDatabase;
  beforeAll(async () => {
    own = await createTestDatabase();
    ownApp = await connectApp(own.appUrl, 8);
  });
  afterAll(async () => {
    await ownApp?.close();
    await own?.drop();
  });

  const event = (label: string) => ({
    eventId: crypto.randomUUID(),
    type: 'thing.happened',
    schemaVersion: 1,
    data: { label },
    metadata: { actor: { kind: 'test', id: 'spec' } },
  });
  /** Names of the statements the store sends, while `work` runs. */
  async function statementsOf(pool: pg.Pool, work: () => Promise<unknown>): Promise<string[]> {
    const names: string[] = [];
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    const spy = jest.spyOn(pool, 'query').mockImplementation(((config: unknown, ...rest: unknown[]) => {
      names.push((config as { name?: string })?.name ?? 'unnamed');
      return query(config, ...rest);
    }) as never);
    try {
      await work();
    } finally {
      spy.mockRestore();
    }
    return names;
  }

  it('appends in one round trip to a new stream, and to a stream it has just read or appended', async () => {
    const store = new PostgresEventStore(ownApp.pool, chain);
    const stream = `s-${crypto.randomUUID()}`;
    expect(await statementsOf(ownApp.pool, () => store.append(stream, 'thing', 0, [event('a')]))).toEqual(['es_append_chained']);
    expect(await statementsOf(ownApp.pool, () => store.append(stream, 'thing', 1, [event('b'), event('c')]))).toEqual([
      'es_append_chained',
    ]);
    // Another process's store knows nothing of this stream until it reads it.
    const other = new PostgresEventStore(ownApp.pool, chain);
    expect(await statementsOf(ownApp.pool, () => other.append(stream, 'thing', 3, [event('d')]))).toEqual([
      'es_chain_head',
      'es_append_chained',
    ]);
    await store.readStream(stream);
    expect(await statementsOf(ownApp.pool, () => store.append(stream, 'thing', 4, [event('e')]))).toEqual(['es_append_chained']);
    const stored = await store.readStream(stream);
    expect(stored.map((e) => (e.data as { label: string }).label)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Times never go back along the stream, whichever clock dated them, and the chain verifies.
    for (let i = 1; i < stored.length; i++)
      expect(stored[i]!.recordedAt.getTime()).toBeGreaterThanOrEqual(stored[i - 1]!.recordedAt.getTime());
    expect(await store.verifyStream(stream)).toMatchObject({ ok: true, problems: [] });
  });

  it('a head another process moved is a conflict, as before; an append in a transaction that rolls back is not remembered', async () => {
    const store = new PostgresEventStore(ownApp.pool, chain);
    const other = new PostgresEventStore(ownApp.pool, chain);
    const stream = `s-${crypto.randomUUID()}`;
    await store.append(stream, 'thing', 0, [event('a')]);
    await other.append(stream, 'thing', 1, [event('b')]);
    await expect(store.append(stream, 'thing', 1, [event('c')])).rejects.toBeInstanceOf(StreamVersionConflictError);

    const client = await ownApp.pool.connect();
    try {
      await client.query('BEGIN');
      await store.append(stream, 'thing', 2, [event('rolled back')], client);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    await other.append(stream, 'thing', 2, [event('c')]);
    // The rolled-back event's hash would not continue "c": the store does not offer it, it asks.
    expect(await statementsOf(ownApp.pool, () => store.append(stream, 'thing', 3, [event('d')]))).toEqual([
      'es_chain_head',
      'es_append_chained',
    ]);
    expect(await store.verifyStream(stream)).toMatchObject({ ok: true, problems: [] });
  });

  it('a remembered head that the database no longer continues is read again, and the append goes through', async () => {
    const store = new PostgresEventStore(ownApp.pool, chain);
    const stream = `s-${crypto.randomUUID()}`;
    await store.append(stream, 'thing', 0, [event('a')]);
    // The head's stored hash changed under the store (what a restore from a backup could do).
    await own.owner.query(
      `ALTER TABLE es_events DISABLE TRIGGER es_events_append_only;
       UPDATE es_events SET hash = repeat('0', 64) WHERE stream_id = '${stream}';
       ALTER TABLE es_events ENABLE TRIGGER es_events_append_only`,
    );
    const names = await statementsOf(ownApp.pool, () => store.append(stream, 'thing', 1, [event('b')]));
    expect(names).toEqual(['es_append_chained', 'es_chain_head', 'es_append_chained']);
    expect((await store.readStream(stream))[1]!.prevHash).toBe('0'.repeat(64));
  });

  it('es_append refuses a time more than five minutes from the database clock, and writes nothing', async () => {
    const stream = `s-${crypto.randomUUID()}`;
    const hash = 'a'.repeat(64);
    const events = JSON.stringify([
      { event_id: crypto.randomUUID(), type: 'thing.happened', schema_version: 1, data: {}, metadata: {}, hash },
    ]);
    for (const offset of ["- interval '6 minutes'", "+ interval '6 minutes'"])
      await expect(
        ownApp.pool.query(`SELECT * FROM es_append($1, 'thing', 0, false, NULL, clock_timestamp() ${offset}, $2::jsonb)`, [stream, events]),
      ).rejects.toMatchObject({ code: '22023', message: expect.stringContaining('more than 5 minutes') });
    expect((await ownApp.pool.query('SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1', [stream])).rows[0].n).toBe(0);
    await expect(
      ownApp.pool.query(`SELECT * FROM es_append($1, 'thing', 0, false, NULL, clock_timestamp() - interval '4 minutes', $2::jsonb)`, [
        stream,
        events,
      ]),
    ).resolves.toMatchObject({ rows: [{ out_version: '1', out_duplicate: false }] });
  });

  it('es_append stores several events in order, each linked to the one before, and refuses one without a hash, writing none', async () => {
    const stream = `s-${crypto.randomUUID()}`;
    const row = (hash: string) => ({
      event_id: crypto.randomUUID(),
      type: 'thing.happened',
      schema_version: 1,
      data: {},
      metadata: {},
      hash,
    });
    const append = (expected: number, prev: string | null, events: object[]) =>
      ownApp.pool.query(`SELECT * FROM es_append($1, 'thing', $2, false, $3, clock_timestamp(), $4::jsonb)`, [
        stream,
        expected,
        prev,
        JSON.stringify(events),
      ]);
    await expect(append(0, null, [row('a'.repeat(64)), row('not a hash')])).rejects.toMatchObject({
      code: '22023',
      message: expect.stringContaining('event 2 has no hash'),
    });
    expect((await ownApp.pool.query('SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1', [stream])).rows[0].n).toBe(0);

    await expect(append(0, null, [row('a'.repeat(64)), row('b'.repeat(64)), row('c'.repeat(64))])).resolves.toMatchObject({
      rows: [{ out_version: '3', out_duplicate: false }],
    });
    const { rows } = await ownApp.pool.query(
      'SELECT stream_version::int AS v, prev_hash, hash FROM es_events WHERE stream_id = $1 ORDER BY stream_version',
      [stream],
    );
    expect(rows).toEqual([
      { v: 1, prev_hash: null, hash: 'a'.repeat(64) },
      { v: 2, prev_hash: 'a'.repeat(64), hash: 'b'.repeat(64) },
      { v: 3, prev_hash: 'b'.repeat(64), hash: 'c'.repeat(64) },
    ]);
  });

  describe('concurrent appends (group commit)', () => {
    /** The transactions that stored the streams' events, and each stream's events in order. */
    async function storedIn(streams: string[]) {
      const { rows } = await own.owner.query<{ tx: string; stream_id: string; labels: string[] }>(
        `SELECT stream_id, array_agg(data->>'label' ORDER BY stream_version) AS labels, min(tx_id::text) AS tx
           FROM es_events WHERE stream_id = ANY($1) GROUP BY stream_id`,
        [streams],
      );
      return { transactions: new Set(rows.map((r) => r.tx)).size, labels: new Map(rows.map((r) => [r.stream_id, r.labels])) };
    }

    it('commits appends that arrive together in a few shared transactions, each acknowledged with its own version', async () => {
      const store = new PostgresEventStore(ownApp.pool, chain);
      const streams = Array.from({ length: 20 }, () => `s-${crypto.randomUUID()}`);
      let results: Awaited<ReturnType<PostgresEventStore['append']>>[] = [];
      const names = await statementsOf(ownApp.pool, async () => {
        results = await Promise.all(streams.map((id, i) => store.append(id, 'thing', 0, [event(`${i}a`), event(`${i}b`)])));
      });
      expect(results.map((r) => r.nextVersion)).toEqual(streams.map(() => 2));
      expect(new Set(results.map((r) => r.lastPosition)).size).toBe(20);
      // Two sent at once, the other eighteen together when the first came back.
      expect(names.filter((n) => n === 'es_append_group')).toHaveLength(1);
      const stored = await storedIn(streams);
      expect(stored.transactions).toBeLessThanOrEqual(3);
      streams.forEach((id, i) => expect(stored.labels.get(id)).toEqual([`${i}a`, `${i}b`]));
      // Each head was remembered: the next appends continue them in one round trip each, and every chain verifies.
      await Promise.all(streams.map((id, i) => store.append(id, 'thing', 2, [event(`${i}c`)])));
      for (const id of streams) expect(await store.verifyStream(id)).toMatchObject({ ok: true, problems: [] });
    });

    it('a conflict in a group fails only its own append: the group is sent again one append at a time', async () => {
      const store = new PostgresEventStore(ownApp.pool, chain);
      const streams = Array.from({ length: 8 }, () => `s-${crypto.randomUUID()}`);
      for (const id of streams) await store.append(id, 'thing', 0, [event('first')]);
      const contested = streams[5]!;
      let outcomes: PromiseSettledResult<unknown>[] = [];
      const names = await statementsOf(ownApp.pool, async () => {
        outcomes = await Promise.allSettled([
          ...streams.map((id) => store.append(id, 'thing', 1, [event(id === contested ? 'one' : 'second')])),
          store.append(contested, 'thing', 1, [event('other')]),
        ]);
      });
      expect(names.filter((n) => n === 'es_append_group')).toHaveLength(1);
      const rejected = outcomes.filter((o) => o.status === 'rejected');
      expect(rejected).toHaveLength(1);
      expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(StreamVersionConflictError);
      const stored = await storedIn(streams);
      for (const id of streams) expect(stored.labels.get(id)).toEqual(id === contested ? ['first', 'one'] : ['first', 'second']);
      for (const id of streams) expect(await store.verifyStream(id)).toMatchObject({ ok: true, problems: [] });
    });
  });
});
