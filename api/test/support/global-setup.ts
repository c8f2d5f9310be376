import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres } from '#src/infrastructure/database/embedded-postgres';
import { migrate } from '#src/infrastructure/database/database';
import { afterMigrations } from '#src/after-migrations';
import { derivedAppPassword, grantAppLogin } from '#src/infrastructure/database/app-role';
import { databaseUrl } from './test-database.js';
import { freePort } from './free-port.js';

/**
 * One real PostgreSQL for the whole run: DATABASE_URL when set, otherwise an embedded server in
 * a fresh temporary directory. A template database is migrated once; every test file clones it.
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-test-pg-'));
    const server = new EmbeddedPostgres({ dataDir, port: await freePort() });
    await server.start();
    (globalThis as Record<string, unknown>).__registryTestPostgres = { server, dataDir };
    adminUrl = server.url('postgres');
  }
  const template = `registry_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  await migrate(databaseUrl(adminUrl, template), afterMigrations);
  // The application logs in as registry_app (never the owner), with the password every process
  // holding the owner's URL derives alike (app-role.ts): test apps, CLI runtimes, benchmarks.
  await grantAppLogin(adminUrl, derivedAppPassword(adminUrl));
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  process.env.TEST_TEMPLATE_DATABASE = template;
}
