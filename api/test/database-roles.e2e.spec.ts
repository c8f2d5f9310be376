import { randomUUID } from 'node:crypto';
import { appDatabaseUrl } from '../src/infrastructure/database/app-role.js';
import { connectApp } from '../src/infrastructure/database/database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The application logs in to PostgreSQL as registry_app, not as the owner or a superuser that
 * merely switched role: a statement run through its pool (an injection, a bug) cannot undo the
 * switch and turn the event store's triggers off (docs/security.md "Database roles").
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
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
    await t.runtime.eventStore.append(stream, 'thing', 0, [{ eventId: randomUUID(), type: 'thing.happened', schemaVersion: 1, data: { label: 'original' } }]);
    await onAppConnection(async (query) => {
      // Back to the login's own rights (the connection only switched role), or to another role.
      for (const escape of ['RESET ROLE', 'SET ROLE NONE']) {
        await query(escape);
        await expect(query('SET session_replication_role = replica')).rejects.toThrow(/permission denied/);
      }
      await expect(query('SET ROLE postgres')).rejects.toThrow(/permission denied/);
      await expect(query(`ALTER TABLE es_events DISABLE TRIGGER es_events_append_only`)).rejects.toThrow(/must be owner|permission denied/);
      await expect(query(`UPDATE es_events SET data = '{"label":"forged"}' WHERE stream_id = $1`, [stream])).rejects.toThrow();
    });
    const [event] = await t.runtime.eventStore.readStream(stream);
    expect(event!.data).toEqual({ label: 'original' });
    expect((await t.runtime.eventStore.verifyStream(stream)).ok).toBe(true);
  });

  it('refuses to start the pool on the owner’s (superuser) login', async () => {
    await expect(connectApp(t.db.url, 2)).rejects.toThrow(/must not have these rights: "postgres" is a superuser/);
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
