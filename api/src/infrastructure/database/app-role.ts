import { createHmac } from 'node:crypto';
import pRetry from 'p-retry';
import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

/**
 * The role the running application logs in as (docs/security.md "Database roles"): LOGIN, not
 * a superuser, owning nothing, so it cannot switch to a stronger role, set
 * `session_replication_role` or disable a trigger. Its grants are the migrations'.
 */
export const APP_ROLE = 'registry_app';

/** `url` with another user and password. */
export function withCredentials(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/**
 * The application's password when no APP_DATABASE_URL gives one (embedded server, development):
 * derived from the owner's password, so that every process holding the owner's URL (the
 * portal, the CLI commands, the tests, the benchmarks) arrives at the same one without a second
 * secret to share, and none of them resets what another relies on. Whoever has the owner's URL
 * has more than this password gives.
 */
export function derivedAppPassword(ownerUrl: string): string {
  const owner = new URL(ownerUrl);
  return createHmac('sha256', decodeURIComponent(owner.password))
    .update(`${APP_ROLE} login for ${decodeURIComponent(owner.username)}`)
    .digest('base64url');
}

/** Problems with a login for the application: a superuser, a role that bypasses row security or replicates, or the tables' owner. */
export async function loginProblems(session: pg.Pool | pg.Client): Promise<string[]> {
  const { rows } = await session.query(
    sql`SELECT session_user AS login, r.rolsuper, r.rolbypassrls, r.rolreplication,
            coalesce(pg_has_role(session_user, c.relowner, 'USAGE'), false) AS owner_rights
       FROM pg_roles r LEFT JOIN pg_class c ON c.oid = to_regclass('es_events')
      WHERE r.rolname = session_user`,
  );
  const row = rows[0];
  const problems: string[] = [];
  if (!row) return ['the login role is not visible in pg_roles'];
  if (row.rolsuper) problems.push(`"${row.login}" is a superuser`);
  if (row.rolbypassrls) problems.push(`"${row.login}" bypasses row-level security`);
  if (row.rolreplication) problems.push(`"${row.login}" is a replication role`);
  if (row.owner_rights && !row.rolsuper) problems.push(`"${row.login}" has the rights of the tables' owner`);
  return problems;
}

/** Gives registry_app LOGIN with this password and none of the dangerous attributes, as the owner. */
export async function grantAppLogin(ownerUrl: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    // ALTER ROLE takes no parameters: the password is a quoted literal.
    const statement = sql`ALTER ROLE ${Sql.identifier(APP_ROLE)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${Sql.literal(password)}`;
    // Two processes starting at once may both update the role's row: the loser is told so; once more
    // suffices. Three tries in all, at once (no wait), for that error only.
    await pRetry(() => client.query(statement), {
      retries: 2,
      minTimeout: 0,
      shouldRetry: ({ error }) => /concurrently/.test(error.message),
    });
  } finally {
    await client.end();
  }
}

async function loginWorks(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return (await loginProblems(client)).length === 0;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface AppLoginOptions {
  /** The owner's (migrator's) URL: DATABASE_URL or the embedded server's. */
  ownerUrl: string;
  /** APP_DATABASE_URL, when set. */
  appDatabaseUrl?: string;
  env: 'development' | 'production' | 'test';
  log?: Logger;
}

/**
 * The URL the runtime pool logs in with (run after the migrations, which create the role):
 * - APP_DATABASE_URL when set. When it names registry_app itself, the owner gives the role LOGIN
 *   with that password if it can (a managed server's owner may lack CREATEROLE: then the
 *   operator has done it).
 * - Otherwise, outside production only (the configuration check requires APP_DATABASE_URL with
 *   DATABASE_URL in production): registry_app with the password derived from the owner's.
 * The role is changed only when logging in with these credentials does not already work.
 */
export async function appDatabaseUrl(options: AppLoginOptions): Promise<string> {
  if (options.appDatabaseUrl) {
    const url = new URL(options.appDatabaseUrl);
    const user = decodeURIComponent(url.username);
    if (user === APP_ROLE && url.password && !(await loginWorks(options.appDatabaseUrl))) {
      await grantAppLogin(options.ownerUrl, decodeURIComponent(url.password)).catch((error) => {
        if ((error as { code?: string }).code !== '42501') throw error;
        options.log?.warn('the owner may not give registry_app its login; connecting as APP_DATABASE_URL says', {
          error: (error as Error).message,
        });
      });
    }
    return options.appDatabaseUrl;
  }
  if (options.env === 'production') throw new Error('APP_DATABASE_URL is required when NODE_ENV=production');
  const url = withCredentials(options.ownerUrl, APP_ROLE, derivedAppPassword(options.ownerUrl));
  if (!(await loginWorks(url))) {
    await grantAppLogin(options.ownerUrl, derivedAppPassword(options.ownerUrl));
    options.log?.log('registry_app may log in (password derived from the owner’s)', {});
  }
  return url;
}
