import { rmSync } from 'node:fs';
import pg from 'pg';
import type { EmbeddedPostgres } from '#src/infrastructure/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  const embedded = (globalThis as Record<string, unknown>).__registryTestPostgres as
    { server: EmbeddedPostgres; dataDir: string } | undefined;
  if (adminUrl && !embedded) {
    // On a shared server, leave nothing behind: the template and any database a crashed file left.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE 'registry_test_%'`, [
      process.env.TEST_TEMPLATE_DATABASE,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`);
    await admin.end();
  }
  if (embedded) {
    await embedded.server.stop();
    rmSync(embedded.dataDir, { recursive: true, force: true });
  }
}
