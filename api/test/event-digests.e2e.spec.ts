import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from './support/test-app.js';
import { RecordDigestsCommand } from '#src/modules/event-digests/commands/record-digests/record-digests.command';
import { dayOf, recordDueDigests, type EventDigest } from '#src/event-store/postgres/event-digest';
import { auditVerify } from '#src/cli/verify-digest';
import { RECORDED_AT_TEXT } from '#src/event-store/postgres/event-chain';
import { inTransaction } from '#src/infrastructure/database/transaction';

/**
 * The event store's daily digests (issue 33 §3): recorded once per day whatever the restarts and
 * processes, published in the gazette, and `audit:verify` against them: it passes on the store as
 * recorded, names an event rewritten below a digest, and ignores what was appended after it.
 */
let t: TestApp;
let dir: string;
const DAY_MS = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY_MS);

async function appendTo(stream: string, count: number, session?: pg.ClientBase) {
  const { rows } = await t.runtime.db.pool.query('SELECT version FROM es_streams WHERE stream_id = $1', [stream]);
  const version = rows[0] ? Number(rows[0].version) : 0;
  const events = Array.from({ length: count }, (_, i) => ({
    eventId: randomUUID(),
    type: 'noted',
    schemaVersion: 1,
    data: { text: `note ${version + i + 1}`, kurdish: 'تێبینی' },
  }));
  return t.runtime.eventStore.append(stream, 'digest-test', version, events, session);
}

async function verifyWith(document: unknown): Promise<{ code: number; out: string[]; err: string[] }> {
  const file = path.join(dir, `${randomUUID()}.json`);
  await writeFile(file, typeof document === 'string' ? document : JSON.stringify(document));
  const out: string[] = [];
  const err: string[] = [];
  const code = await auditVerify(['--digest', file], t.runtime.config, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** As the owner with the append-only trigger off, as an insider with the database's rights would. */
async function asOwner(work: (client: pg.PoolClient) => Promise<void>) {
  await inTransaction(t.db.owner, async (client) => {
    await client.query('ALTER TABLE es_events DISABLE TRIGGER es_events_append_only');
    await work(client);
    await client.query('ALTER TABLE es_events ENABLE TRIGGER es_events_append_only');
  });
}

beforeAll(async () => {
  t = await startTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'digests-'));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('recording', () => {
  it('records each day that is over once, however many processes or restarts record it', async () => {
    const [a, b] = [`digest-a-${randomUUID()}`, `digest-b-${randomUUID()}`];
    await appendTo(a, 3);
    await appendTo(b, 2);
    await appendTo(a, 1);
    const { rows: store } = await t.runtime.db.pool.query('SELECT count(*)::int AS n, max(global_position)::int AS top FROM es_events');

    // Today is not over: nothing is recorded yet.
    expect(await t.app.get(CommandBus).execute(new RecordDigestsCommand())).toEqual([]);

    // Two processes (two pools) record tomorrow's view at once, and a third time after: one row per day.
    const other = new pg.Pool({ connectionString: t.db.appUrl, max: 2 });
    try {
      const [first, second] = await Promise.all([
        t.app.get(CommandBus).execute(new RecordDigestsCommand(later(1))),
        recordDueDigests(other, later(1)),
      ]);
      const recorded = [...first, ...second] as EventDigest[];
      const today = dayOf(new Date());
      expect(recorded.map((d) => d.day).sort()).toEqual([today]);
      expect(recorded[0]).toMatchObject({ eventCount: store[0].n, position: store[0].top, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(await recordDueDigests(other, later(1))).toEqual([]);
      const { rows } = await t.runtime.db.pool.query(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day, event_count::int, position::int, hash FROM es_digests",
      );
      expect(rows).toEqual([{ day: today, event_count: store[0].n, position: store[0].top, hash: recorded[0]!.hash }]);
    } finally {
      await other.end();
    }
  });

  it('keeps the digests append-only, for the application and the owner alike', async () => {
    await expect(t.runtime.db.pool.query("UPDATE es_digests SET hash = repeat('0', 64)")).rejects.toThrow(/permission denied/);
    await expect(t.runtime.db.pool.query('DELETE FROM es_digests')).rejects.toThrow(/permission denied/);
    await expect(t.db.owner.query("UPDATE es_digests SET hash = repeat('0', 64)")).rejects.toThrow(
      /es_digests is append-only: UPDATE refused/,
    );
    await expect(t.db.owner.query('TRUNCATE es_digests')).rejects.toThrow(/es_digests is append-only: TRUNCATE refused/);
  });

  it('waits for a transaction still adding events below its bound, and a recorder that dies records nothing', async () => {
    const stream = `digest-open-${randomUUID()}`;
    const open = await t.runtime.db.pool.connect();
    try {
      await open.query('BEGIN');
      const { lastPosition } = await appendTo(stream, 1, open);
      await appendTo(`digest-after-${randomUUID()}`, 1); // committed, above the open one

      // A recorder killed while it waits (a crash) leaves the day unrecorded.
      const dying = recordDueDigests(t.runtime.db.pool, later(2));
      await new Promise((r) => setTimeout(r, 300));
      await t.db.owner.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%pg_snapshot_xip%' AND pid <> pg_backend_pid()",
      );
      await expect(dying).rejects.toThrow();
      const { rows: none } = await t.runtime.db.pool.query('SELECT 1 FROM es_digests WHERE day = $1::date', [dayOf(later(1))]);
      expect(none).toEqual([]);

      // The next turn waits for the open transaction, then covers its event.
      let done = false;
      const waiting = recordDueDigests(t.runtime.db.pool, later(2)).finally(() => (done = true));
      await new Promise((r) => setTimeout(r, 300));
      expect(done).toBe(false);
      await open.query('COMMIT');
      const [digest] = await waiting;
      expect(digest!.day).toBe(dayOf(later(1)));
      expect(digest!.position).toBeGreaterThanOrEqual(lastPosition);

      // Days missed (a process down over them) are recorded at once, oldest first; a day without
      // events repeats the day before.
      const missed = await recordDueDigests(t.runtime.db.pool, later(5));
      expect(missed.map((d) => d.day)).toEqual([2, 3, 4].map((n) => dayOf(later(n))));
      for (const d of missed) expect(d).toMatchObject({ eventCount: digest!.eventCount, position: digest!.position, hash: digest!.hash });
    } finally {
      open.release();
    }
  });
});

describe('the gazette', () => {
  it('publishes the digests as JSON:API, CSV and Atom, one by day and the latest', async () => {
    const list = (await t.http.get('/api/v1/public/publications/digests').expect(200)).body;
    expect(list.data.length).toBeGreaterThanOrEqual(2);
    const [newest] = list.data;
    expect(newest).toMatchObject({ type: 'event-store-digests', id: newest.attributes.day });
    expect(newest.attributes).toEqual({
      day: expect.any(String),
      eventCount: expect.any(Number),
      position: expect.any(Number),
      hash: expect.any(String),
    });
    expect(list.meta).toMatchObject({ total: list.data.length, page: 1 });

    const latest = (await t.http.get('/api/v1/public/publications/digests/latest').expect(200)).body;
    expect(latest.data).toEqual(newest);
    expect((await t.http.get(`/api/v1/public/publications/digests/${newest.id}`).expect(200)).body.data).toEqual(newest);
    for (const day of ['2000-01-01', '2026-02-30', 'yesterday', '%00', '9'.repeat(99)])
      await t.http.get(`/api/v1/public/publications/digests/${encodeURIComponent(day)}`).expect(404);

    const csv = await t.http.get('/api/v1/public/publications/digests.csv').expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('day,event_count,position,hash');
    expect(lines[1]).toBe(`${newest.id},${newest.attributes.eventCount},${newest.attributes.position},${newest.attributes.hash}`);

    const atom = await t.http.get('/api/v1/public/publications/digests.atom').set('Accept-Language', 'ckb').expect(200);
    expect(atom.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(atom.text).toContain('xml:lang="ckb"');
    expect(atom.text).toContain(`<id>urn:business-registry:event-store-digest:${newest.id}</id>`);
    expect(atom.text).toContain(newest.attributes.hash);

    const { paths } = (await t.http.get('/api/docs/openapi.json').expect(200)).body;
    for (const route of ['', '.csv', '.atom', '/latest', '/{day}'])
      expect(paths[`/api/v1/public/publications/digests${route}`]?.get).toBeDefined();
  });
});

describe('npm run audit:verify -- --digest', () => {
  it('passes against the published list and the latest digest, and after later appends', async () => {
    const list = (await t.http.get('/api/v1/public/publications/digests').expect(200)).body;
    const latest = (await t.http.get('/api/v1/public/publications/digests/latest').expect(200)).body;
    await appendTo(`digest-late-${randomUUID()}`, 2);
    const all = await verifyWith(list);
    expect(all).toMatchObject({ code: 0, err: [] });
    expect(all.out.join('\n')).toMatch(/^audit:verify OK: \d+ events .* 5 digests/);
    expect((await verifyWith(latest)).code).toBe(0);
    expect((await verifyWith(latest.data.attributes)).code).toBe(0);

    // Straight from the gazette's URL, as an auditor would.
    await t.app.listen(0, '127.0.0.1');
    const url = `${(await t.app.getUrl()).replace('[::1]', '127.0.0.1')}/api/v1/public/publications/digests`;
    const out: string[] = [];
    expect(await auditVerify(['--digest', url], t.runtime.config, { out: (l) => out.push(l), err: (l) => out.push(l) })).toBe(0);
    expect(out.join('\n')).toMatch(/^audit:verify OK/);
    expect(
      await auditVerify(['--digest', `${url}/2000-01-01`], t.runtime.config, { out: (l) => out.push(l), err: (l) => out.push(l) }),
    ).toBe(2);
    expect(out.at(-1)).toMatch(/answered 404/);
  });

  it('refuses what is not a digest (exit code 2)', async () => {
    for (const bad of ['not json', '{"data":null}', '{"data":[{"attributes":{"day":"2026-01-01","hash":"x"}}]}']) {
      const result = await verifyWith(bad);
      expect(result.code).toBe(2);
      expect(result.err.join('\n')).toMatch(/cannot read a digest/);
    }
    const out: string[] = [];
    expect(await auditVerify([], t.runtime.config, { out: (l) => out.push(l), err: (l) => out.push(l) })).toBe(2);
    expect(out[0]).toMatch(/^usage:/);
  });

  it('fails on a tail cut below the digest and names the event an owner rewrote; a rewrite re-hashed with the key fails the digest itself', async () => {
    const latest = (await t.http.get('/api/v1/public/publications/digests/latest').expect(200)).body;
    const { rows } = await t.runtime.db.pool.query(
      `SELECT stream_id, stream_version::int, event_id, global_position::int FROM es_events
        WHERE stream_type = 'digest-test' AND global_position <= $1 ORDER BY global_position LIMIT 1 OFFSET 1`,
      [latest.data.attributes.position],
    );
    const target = rows[0];

    // A stream's last event cut with its version: no chain shows it, the digest does. Put back after.
    const { rows: tail } = await t.db.owner.query(
      `SELECT stream_id, stream_version, global_position, tx_id, stream_type, event_id, event_type, schema_version, data, metadata,
              recorded_at::text AS recorded_at, prev_hash, hash -- the time as text: a Date would lose the microseconds the hash covers
         FROM es_events WHERE stream_id = $1 AND global_position <= $2 ORDER BY stream_version DESC LIMIT 1`,
      [target.stream_id, latest.data.attributes.position],
    );
    const cut = tail[0];
    await asOwner(async (c) => {
      await c.query('DELETE FROM es_events WHERE event_id = $1', [cut.event_id]);
      await c.query('UPDATE es_streams SET version = version - 1 WHERE stream_id = $1', [cut.stream_id]);
    });
    const shortened = await verifyWith(latest);
    expect(shortened.code).toBe(1);
    expect(shortened.err.join('\n')).toMatch(/does not match: published \d+ events.*the store gives \d+ events/);
    await asOwner(async (c) => {
      const columns = Object.keys(cut);
      await c.query(
        `INSERT INTO es_events (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((k) => (k === 'data' || k === 'metadata' ? JSON.stringify(cut[k]) : cut[k])),
      );
      await c.query('UPDATE es_streams SET version = version + 1 WHERE stream_id = $1', [cut.stream_id]);
    });
    expect((await verifyWith(latest)).code).toBe(0);

    // Without the key: the data rewritten, the hash left as it was.
    await asOwner((c) =>
      c
        .query(`UPDATE es_events SET data = jsonb_set(data, '{text}', '"forged"') WHERE event_id = $1`, [target.event_id])
        .then(() => undefined),
    );
    const tampered = await verifyWith(latest);
    expect(tampered.code).toBe(1);
    expect(tampered.err.join('\n')).toContain(
      `event changed (content-altered): stream ${target.stream_id}, version ${target.stream_version}, event id ${target.event_id}`,
    );

    // With the key: the same rewrite re-hashed and every later link of the stream re-made. The
    // chains verify again, but the published digest no longer matches.
    await asOwner(async (c) => {
      const { rows: events } = await c.query(
        `SELECT stream_id, stream_version::int, event_id, event_type, schema_version, data, metadata, ${RECORDED_AT_TEXT} AS recorded_text, prev_hash
           FROM es_events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
        [target.stream_id, target.stream_version],
      );
      let prev: string | null = events[0].prev_hash;
      for (const e of events) {
        const hash = t.runtime.chain.hash({
          prevHash: prev,
          streamId: e.stream_id,
          streamVersion: e.stream_version,
          eventId: e.event_id,
          type: e.event_type,
          schemaVersion: e.schema_version,
          data: e.data,
          metadata: e.metadata,
          recordedAt: e.recorded_text,
        });
        await c.query('UPDATE es_events SET prev_hash = $2, hash = $3 WHERE event_id = $1', [e.event_id, prev, hash]);
        prev = hash;
      }
    });
    const rekeyed = await verifyWith(latest);
    expect(rekeyed.code).toBe(1);
    expect(rekeyed.err.join('\n')).toMatch(new RegExp(`the digest of ${latest.data.id} does not match`));
  });
});
