import { randomUUID } from 'node:crypto';
import { appDatabaseUrl } from '../src/infrastructure/database/app-role.js';
import { connectApp } from '../src/infrastructure/database/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { seedCivilRegistry, tradeNamePayload, transitRequest } from './support/applications.js';
import { applicantToken, staffToken, write } from './support/http.js';

/**
 * What whoever reaches the database can do to the event store (docs/security.md "Database
 * roles", "Event chain"): the application logs in as registry_app, not as the owner or a
 * superuser that merely switched role, so a statement run through its pool (an injection, a bug)
 * cannot turn the triggers off; and an operator who can, but lacks the chain key, cannot hide a
 * rewrite by re-hashing the chain.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedCivilRegistry(t);
});
afterAll(() => t?.close());

/** One connection of the application's pool, for statements that change its session. */
async function onAppConnection<T>(work: (query: (sql: string, values?: unknown[]) => Promise<{ rows: any[] }>) => Promise<T>): Promise<T> {
  const client = await t.runtime.db.pool.connect();
  try {
    return await work((sql, values) => client.query(sql, values));
  } finally {
    // The session was played with: do not hand it back to the pool.
    client.release(true);
  }
}

describe('the runtime pool’s login', () => {
  it('is registry_app, neither a superuser nor the owner of the tables, even after RESET ROLE or SET ROLE NONE', async () => {
    await onAppConnection(async (query) => {
      await query('RESET ROLE');
      await query('SET ROLE NONE');
      const { rows } = await query(
        `SELECT session_user AS login, current_user AS acting, r.rolsuper,
                pg_has_role(current_user, (SELECT relowner FROM pg_class WHERE oid = 'es_events'::regclass), 'USAGE') AS owner_rights
           FROM pg_roles r WHERE r.rolname = current_user`,
      );
      expect(rows).toEqual([{ login: 'registry_app', acting: 'registry_app', rolsuper: false, owner_rights: false }]);
    });
  });

  it('cannot switch the triggers off: RESET ROLE then session_replication_role = replica is refused, and so is an UPDATE of events', async () => {
    const stream = `thing-${randomUUID()}`;
    await t.runtime.eventStore.append(stream, 'thing', 0, [
      { eventId: randomUUID(), type: 'thing.happened', schemaVersion: 1, data: { label: 'original' } },
    ]);
    await onAppConnection(async (query) => {
      // Back to the login's own rights (the connection only switched role), or to another role.
      for (const escape of ['RESET ROLE', 'SET ROLE NONE']) {
        await query(escape);
        await expect(query('SET session_replication_role = replica')).rejects.toThrow(/permission denied/);
      }
      // Nor to the owner's role, which logged in for the migrations.
      const owner = decodeURIComponent(new URL(t.db.url).username);
      await expect(query(`SET ROLE "${owner}"`)).rejects.toThrow(/permission denied/);
      await expect(query(`ALTER TABLE es_events DISABLE TRIGGER es_events_append_only`)).rejects.toThrow(/must be owner|permission denied/);
      await expect(query(`UPDATE es_events SET data = '{"label":"forged"}' WHERE stream_id = $1`, [stream])).rejects.toThrow();
    });
    const [event] = await t.runtime.eventStore.readStream(stream);
    expect(event!.data).toEqual({ label: 'original' });
    expect((await t.runtime.eventStore.verifyStream(stream)).ok).toBe(true);
  });

  it('refuses to start the pool on the owner’s (superuser) login', async () => {
    await expect(connectApp(t.db.url, 2)).rejects.toThrow(/must not have these rights: "[^"]+" is a superuser/);
  });

  it('outside production, without APP_DATABASE_URL, derives registry_app’s login from the owner’s; in production it must be given', async () => {
    const url = await appDatabaseUrl({ ownerUrl: t.db.url, env: 'development' });
    expect(new URL(url).username).toBe('registry_app');
    const app = await connectApp(url, 2);
    try {
      expect((await app.pool.query('SELECT session_user AS login')).rows).toEqual([{ login: 'registry_app' }]);
    } finally {
      await app.close();
    }
    await expect(appDatabaseUrl({ ownerUrl: t.db.url, env: 'production' })).rejects.toThrow(/APP_DATABASE_URL is required/);
  });
});

describe('an operator who can write the database but lacks the chain key', () => {
  it('rewrites an application’s event and re-hashes the chain with the public function: the audit’s chain check names it', async () => {
    const applicant = await applicantToken(t);
    const reviewer = (await staffToken(t, ['reviewer'])).token;
    const auditor = (await staffToken(t, ['auditor'])).token;
    const id = (
      await write(t.http.post('/api/v1/trade_names'), { token: applicant.token })
        .send(await tradeNamePayload(t, applicant.token, 'فرۆشگای ئاسۆی نوێ'))
        .expect(201)
    ).body.data.id as string;
    await transitRequest(t, 'trade_names', id, 'start_legal_check', reviewer, 1).expect(200);
    const verify = () => t.http.get(`/api/v1/audit/trade-names/${id}/verify`).set('Authorization', `Bearer ${auditor}`).expect(200);
    expect((await verify()).body.data.attributes).toMatchObject({ ok: true, problems: [] });

    // As the owner: triggers off, the submitted name rewritten, every hash from there recomputed
    // with the database's own (public) es_event_hash, so that each link matches again.
    const client = await t.db.owner.connect();
    try {
      await client.query('BEGIN');
      await client.query('ALTER TABLE es_events DISABLE TRIGGER es_events_append_only');
      await client.query(`UPDATE es_events SET data = jsonb_set(data, '{forged}', 'true') WHERE stream_id = $1 AND stream_version = 1`, [
        id,
      ]);
      const { rows } = await client.query('SELECT stream_version FROM es_events WHERE stream_id = $1 ORDER BY stream_version', [id]);
      let prev: string | null = null;
      for (const { stream_version: version } of rows) {
        const { rows: hashed }: { rows: Array<{ hash: string }> } = await client.query(
          `UPDATE es_events SET prev_hash = $3,
                  hash = es_event_hash($3, stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at)
            WHERE stream_id = $1 AND stream_version = $2 RETURNING hash`,
          [id, version, prev],
        );
        prev = hashed[0].hash;
      }
      await client.query('ALTER TABLE es_events ENABLE TRIGGER es_events_append_only');
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const { ok, problems } = (await verify()).body.data.attributes;
    expect(ok).toBe(false);
    expect(problems).toEqual([
      { streamVersion: 1, eventId: expect.any(String), problem: 'content-altered' },
      { streamVersion: 2, eventId: expect.any(String), problem: 'content-altered' },
    ]);
  });
});
