import pg from 'pg';
import { connectApp, type AppDatabase } from './database.js';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database';
import { JsonLogger } from '../logging/logger.js';

describe('connectApp: a connection the server ends', () => {
  let db: TestDatabase;
  let app: AppDatabase;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await connectApp(db.appUrl, 4, new JsonLogger('warn', (line) => lines.push(line)));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('given a client checked out between two queries, when the server ends its session, then the loss is logged and the process and pool go on', async () => {
    const client = await app.pool.connect();
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
    const admin = new pg.Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await admin.end();
    // Without a listener the 'error' event would be thrown from the socket's callback.
    // 57P01 (administrator command) is how a server shutting down ends sessions too: the outage warning.
    for (let i = 0; i < 50 && !lines.some((l) => l.includes('database unavailable')); i++) await new Promise((r) => setTimeout(r, 20));
    expect(lines.find((l) => l.includes('database unavailable'))).toMatch(
      /"errorCode":"57P01".*terminating connection due to administrator command/,
    );
    client.release(true);
    expect((await app.pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
