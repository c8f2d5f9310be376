import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config.js';
import { JsonLogger } from '../infrastructure/logging/logger.js';
import { startRuntime } from '../runtime.js';
import { hashPassword } from '../modules/identity/infrastructure/password-hasher.js';
import { passwordProblems } from '@registry/domain/identity/password-policy';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * npm run user:create-admin -- --email admin@example.org --first-name Ana --last-name Rahim [--password …]
 * Creates the first system admin. Without --password (or ADMIN_PASSWORD) a strong one is
 * generated and printed once. Works against DATABASE_URL or the embedded database.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'System' },
      'last-name': { type: 'string', default: 'Admin' },
      password: { type: 'string' },
    },
  });
  if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
    process.stderr.write('usage: npm run user:create-admin -- --email <address> [--first-name …] [--last-name …] [--password …]\n');
    process.exitCode = 2;
    return;
  }
  const generated = !values.password && !process.env.ADMIN_PASSWORD;
  const password = values.password ?? process.env.ADMIN_PASSWORD ?? randomBytes(15).toString('base64url');
  const problems = passwordProblems(password, values.email);
  if (problems.length) {
    process.stderr.write(`password refused: ${problems.map((p) => p.code).join(', ')} (at least 12 characters)\n`);
    process.exitCode = 2;
    return;
  }
  const config = { ...loadConfig(), runProjections: false, smtpUrl: 'smtp://127.0.0.1:1' };
  const runtime = await startRuntime(config, new JsonLogger('warn'), { reuseRunningDatabase: true });
  try {
    const { rowCount } = await runtime.db.pool.query(
      sql`INSERT INTO staff_users (id, email, first_name, last_name, roles, password_hash) VALUES (${randomUUID()}, ${values.email}, ${values['first-name']}, ${values['last-name']}, '{system_admin}', ${await hashPassword(password)})
       ON CONFLICT DO NOTHING`,
    );
    if (!rowCount) {
      process.stderr.write(`a user with e-mail ${values.email} exists already\n`);
      process.exitCode = 1;
      return;
    }
    await runtime.db.pool.query(
      sql`INSERT INTO security_log (event, actor, subject, details) VALUES ('user.created', 'cli', ${values.email}, '{"roles":["system_admin"]}')`,
    );
    process.stdout.write(`system admin ${values.email} created${generated ? `; password (shown once): ${password}` : ''}\n`);
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  process.stderr.write(`create-admin failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
