import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type pg from 'pg';
import { CONFIG, PG_POOL } from '#src/tokens';
import type { AppConfig } from '#src/config/config';
import { ROLES, type Role } from '@registry/domain/identity/permissions';
import { hashPassword } from '../infrastructure/password-hasher.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** Demonstration accounts, one per role: `<role>@registry.localhost` with a known password. */
export const DEVELOPMENT_ACCOUNTS: ReadonlyArray<{ role: Role; email: string; password: string; firstName: string; lastName: string }> =
  ROLES.map((role) => ({
    role,
    email: `${role.replace(/_/g, '-')}@registry.localhost`,
    password: `${role.replace(/_/g, '-')}-registry-2026`,
    firstName: role
      .split('_')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' '),
    lastName: 'Demo',
  }));

/**
 * The development start (`npm start` on the embedded database) seeds one account per role and
 * prints their credentials, so that the back office can be tried at once. Never in production:
 * it runs only when NODE_ENV is development and no DATABASE_URL is set.
 */
@Injectable()
export class DevelopmentStaffSeed implements OnApplicationBootstrap {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.env !== 'development' || this.config.databaseUrl) return;
    for (const account of DEVELOPMENT_ACCOUNTS) {
      await this.pool.query(
        sql`INSERT INTO staff_users (id, email, first_name, last_name, roles, password_hash) VALUES (${randomUUID()}, ${account.email}, ${account.firstName}, ${account.lastName}, ${[account.role]}, ${await hashPassword(account.password)})
         ON CONFLICT DO NOTHING`,
      );
    }
    // Straight to the console, not the structured log: the log never carries passwords.
    const lines = DEVELOPMENT_ACCOUNTS.map((a) => `  ${a.role.padEnd(22)} ${a.email.padEnd(40)} ${a.password}`);
    process.stdout.write(`\nDevelopment staff accounts (back office at /admin):\n${lines.join('\n')}\n\n`);
  }
}
