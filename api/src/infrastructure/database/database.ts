import path from 'node:path';
import pg from 'pg';
import { loadMigrations, migrations } from '@registry/migrations';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { claimDataDirectory } from './data-dir-owner.js';
import type { Logger } from '../logging/logger.js';
import { DatabaseAvailability, isDatabaseUnavailable } from './database-availability.js';
import { APP_ROLE, loginProblems } from './app-role.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';
import { ReadReplicas, type ReadReplicaOptions } from './read-replicas.js';
import { RoutedPool } from './read-routing.js';

/** The references' backfill (migration 1760000000080), for tests of applications recorded without one. */
export { numberUnreferencedApplications } from '@registry/migrations';

/** The role the running application logs in and acts as: no UPDATE, DELETE or TRUNCATE on events (app-role.ts). */
export { APP_ROLE };
export const DEFAULT_DATABASE = 'registry';

// bigint columns (positions, versions) come back as strings; int8 counts too. Parsed where used.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => value);

export interface ProvisionedDatabase {
  /** Owner/migrator connection URL. */
  url: string;
  /** Stops the embedded server when this process started it. */
  stop(): Promise<void>;
  embedded: boolean;
}

export interface ProvisionOptions {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  /** CLI commands reuse a server the running portal started; the portal itself owns its server. */
  reuseRunning?: boolean;
  log: Logger;
}

/**
 * DATABASE_URL when given; otherwise a real PostgreSQL server embedded under the data directory,
 * supervised (restarted after a crash). The data directory has one owner at a time
 * (data-dir-owner.ts): a second starter refuses before it touches the owner's server, and a
 * server left by a dead owner is stopped before a new one starts.
 */
export async function provisionDatabase(options: ProvisionOptions): Promise<ProvisionedDatabase> {
  if (options.databaseUrl) return { url: options.databaseUrl, embedded: false, stop: async () => {} };
  const root = path.resolve(options.dataDir);
  const dataDir = path.join(root, 'pg');
  if (options.reuseRunning) {
    // A CLI command beside the running portal uses the portal's server and owns nothing.
    const port = EmbeddedPostgres.runningPort(dataDir);
    if (port) {
      return { url: EmbeddedPostgres.urlFor(dataDir, port, DEFAULT_DATABASE), embedded: true, stop: async () => {} };
    }
  }
  const release = await claimDataDirectory(root);
  const server = new EmbeddedPostgres({
    dataDir,
    port: options.embeddedPort,
    log: (line) => options.log.debug('postgres', { line }),
    supervise: { log: options.log },
  });
  try {
    options.log.log('starting embedded PostgreSQL', { dataDir, port: options.embeddedPort });
    await server.start();
    await ensureDatabase(server.url('postgres'), DEFAULT_DATABASE);
  } catch (error) {
    await server.stop().catch(() => undefined);
    release();
    throw error;
  }
  return {
    url: server.url(DEFAULT_DATABASE),
    embedded: true,
    stop: async () => {
      try {
        await server.stop();
      } finally {
        release();
      }
    },
  };
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(sql`SELECT 1 FROM pg_database WHERE datname = ${name}`);
    if (!rowCount) {
      const from = template ? sql` TEMPLATE ${Sql.identifier(template)}` : sql``;
      await client.query(sql`CREATE DATABASE ${Sql.identifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

/** One connection of the owner (a TypeORM QueryRunner answers rows, a pg client a result holding them). */
export interface OwnerConnection {
  query(text: string, parameters?: unknown[]): Promise<unknown>;
}

/** Runs a query on the owner's connection and answers its rows, whichever kind the connection is. */
export async function ownerQuery<T>(db: OwnerConnection, query: Sql): Promise<T[]> {
  const { text, values } = query.compile();
  const result = await db.query(text, values);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Derived data a module computes in application code and keeps current right after the
 * migrations, under their lock, as the owner (rather than by migrations that would import that
 * code and change behaviour whenever it changes). Each module's step is listed in
 * api/src/after-migrations.ts, so this file imports no module.
 */
export type AfterMigrations = (db: OwnerConnection, log?: Logger) => Promise<void>;

/**
 * Applies pending migrations as the owner (TypeORM's runner; the only use of TypeORM), then the
 * modules' `afterMigrations` steps; an advisory lock serialises concurrent starters. A database
 * that already has every migration is not handed to TypeORM: neither it nor a migration module is
 * loaded (about 1.2 s of every API test file's start, and of every restart).
 */
export async function migrate(url: string, afterMigrations: readonly AfterMigrations[], log?: Logger): Promise<string[]> {
  const owner = new pg.Client({ connectionString: url });
  // A session the server ends while idle is an 'error' event; unheard, it would end the process.
  owner.on('error', () => undefined);
  await owner.connect();
  try {
    await ownerQuery(owner, sql`SELECT pg_advisory_lock(7413001)`);
    const applied = (await pendingMigrationCount(owner)) > 0 ? await runMigrations(url) : [];
    for (const name of applied) log?.log('migration applied', { name });
    for (const step of afterMigrations) await step(owner, log);
    return applied;
  } finally {
    await owner.end();
  }
}

/** How many of the known migrations TypeORM's `migrations` table does not list (all, before the first run). */
async function pendingMigrationCount(owner: OwnerConnection): Promise<number> {
  const [table] = await ownerQuery<{ present: boolean }>(owner, sql`SELECT to_regclass('migrations') IS NOT NULL AS present`);
  if (!table?.present) return migrations.length;
  const done = await ownerQuery<{ timestamp: string }>(owner, sql`SELECT "timestamp"::text AS "timestamp" FROM migrations`);
  const recorded = new Set(done.map((row) => Number(row.timestamp)));
  return migrations.filter((migration) => !recorded.has(migration.timestamp)).length;
}

/** TypeORM's runner over every migration, each in its own transaction; the names of those it applied. */
async function runMigrations(url: string): Promise<string[]> {
  const { DataSource } = await import('typeorm');
  const ds = new DataSource({
    type: 'postgres',
    url,
    migrations: await loadMigrations(),
    migrationsTransactionMode: 'each',
    logging: false,
  });
  await ds.initialize();
  try {
    return (await ds.runMigrations({ transaction: 'each' })).map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}

export interface AppDatabase {
  /** The runtime's connections: event store, projections and read-model queries (read-models/). */
  pool: pg.Pool;
  /** Whether the database is reachable: an outage is logged once and answered 503 (errors.filter.ts). */
  availability: DatabaseAvailability;
  /** The streaming replicas public reads may go to (none unless DATABASE_READ_URLS is set). */
  replicas: ReadReplicas;
  /** Ends the pools; a second call does nothing. */
  close(): Promise<void>;
}

/** How long a request waits for a connection (a free one, or a new one the server accepts). */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Runtime connections, all logged in as registry_app or a login role that is a member of it
 * (`url`: see appDatabaseUrl in app-role.ts), never as the owner or a superuser: a login with such
 * rights is refused here, since `RESET ROLE` would undo the switch to registry_app.
 */
export async function connectApp(
  url: string,
  poolSize: number,
  log?: Logger,
  read?: Omit<ReadReplicaOptions, 'poolSize'>,
): Promise<AppDatabase> {
  const availability = new DatabaseAvailability(log);
  const pool = new RoutedPool({
    connectionString: url,
    max: poolSize,
    // An unreachable host that drops packets (rather than refusing) would otherwise hold each request.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: `-c role=${APP_ROLE} -c idle_in_transaction_session_timeout=60000 -c statement_timeout=60000`,
    application_name: 'registry-api',
  });
  // An idle client the server ends is an 'error' event on the pool, which, unheard, would stop the
  // process. A server going away ends every idle client at once: that is one outage, logged once.
  const lost = (error: Error) => {
    if (isDatabaseUnavailable(error)) availability.noteFailure(error, 'connection');
    else log?.warn('database connection lost', { error: error.message });
  };
  pool.on('error', lost);
  // A new connection the server accepted: the database is back, if it was away.
  pool.on('connect', () => availability.noteSuccess());
  // Fail at start, not at the first request, when the database is unreachable, the role is
  // missing, or the login has rights the application must not have.
  await loginProblems(pool)
    .then((problems) => {
      if (problems.length) {
        throw new Error(
          `the application's database login must not have these rights: ${problems.join('; ')} (set APP_DATABASE_URL to a login of ${APP_ROLE}; docs/security.md)`,
        );
      }
    })
    .catch(async (error) => {
      await pool.end();
      throw error;
    });
  // A connection the server ends while the application holds it between two queries (a restart,
  // a failover, an administrator's command) is an 'error' event on that client, which, unheard,
  // would stop the process. The pool hears its idle clients; this hears the ones checked out. A
  // query in flight fails on its own.
  const heard = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (heard.has(client)) return;
    heard.add(client);
    client.on('error', lost);
  });
  // Public reads may go to replicas (read-routing.ts); with none configured this does nothing.
  const replicas = new ReadReplicas(pool, url, { urls: [], maxLagMs: 5_000, probeIntervalMs: 1_000, ...read, poolSize }, log);
  if (replicas.configured) pool.replicas = replicas;
  await replicas.start();
  let closing: Promise<void> | undefined;
  return { pool, availability, replicas, close: () => (closing ??= replicas.close().then(() => pool.end())) };
}
