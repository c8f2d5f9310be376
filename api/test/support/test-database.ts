import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { APP_ROLE, derivedAppPassword, withCredentials } from '#src/infrastructure/database/app-role';

/** The event chains' key of every test (EVENT_CHAIN_KEY), so that runtimes on one database agree. */
export const TEST_EVENT_CHAIN_KEY = 'test-event-chain-key-0123456789abcdef';

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface TestDatabase {
  /** Owner URL (what DATABASE_URL would be). */
  url: string;
  /** The application's login to the same database (what APP_DATABASE_URL would be): registry_app. */
  appUrl: string;
  /** Owner connections: the privileged operator of the tests. */
  owner: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file (a clone of the run's template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!adminUrl || !template) throw new Error('the jest global setup did not run');
  const name = `registry_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  const owner = new pg.Pool({ connectionString: url, max: 5 });
  // An idle owner connection ended by the server (the forced DROP below, a test's
  // pg_terminate_backend) is an 'error' event that, unheard, would fail the whole file.
  owner.on('error', () => undefined);
  return {
    url,
    appUrl: withCredentials(url, APP_ROLE, derivedAppPassword(url)),
    owner,
    async drop() {
      await owner.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
