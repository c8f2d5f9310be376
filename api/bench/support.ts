import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { EmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres.js';
import { migrate } from '../src/infrastructure/database/database.js';
import { afterMigrations } from '../src/after-migrations.js';
import { APP_ROLE, derivedAppPassword, grantAppLogin, withCredentials } from '../src/infrastructure/database/app-role.js';
import { freePort } from '../test/support/free-port.js';
import { procStatFields } from '../src/infrastructure/process/proc-stat.js';

/**
 * A fresh, migrated database for a benchmark: on DATABASE_URL's server, or an embedded one.
 * `keep`: a database of that name on DATABASE_URL's server is reused if it exists and left in
 * place afterwards, so that repeated runs need not seed again (`existed` says which it was).
 */
export async function benchDatabase(
  settings: Record<string, string> = {},
  keep?: string,
): Promise<{ url: string; appUrl: string; server: string; existed: boolean; close(): Promise<void> }> {
  let serverUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  let server = 'DATABASE_URL';
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-bench-pg-'));
    const pgServer = new EmbeddedPostgres({ dataDir, port: await freePort(), settings });
    await pgServer.start();
    serverUrl = pgServer.url('postgres');
    server = `embedded PostgreSQL (fresh data directory${
      Object.keys(settings).length
        ? `, ${Object.entries(settings)
            .map(([k, v]) => `${k}=${v}`)
            .join(', ')}`
        : ''
    })`;
    stopServer = async () => {
      await pgServer.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  if (keep && !process.env.DATABASE_URL) throw new Error('a kept benchmark database needs DATABASE_URL (a server that outlives the run)');
  const name = keep ?? `registry_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const existed = !!keep && !!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!existed) {
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)}`);
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString(), afterMigrations);
  // The application's own login (registry_app), as the portal derives it (app-role.ts).
  await grantAppLogin(serverUrl, derivedAppPassword(serverUrl));
  return {
    url: url.toString(),
    appUrl: withCredentials(url.toString(), APP_ROLE, derivedAppPassword(serverUrl)),
    server: keep ? `${server}, database ${name}${existed ? ' (reused)' : ' (kept)'}` : server,
    existed,
    async close() {
      if (keep) return stopServer();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      await stopServer();
    },
  };
}

/** Runs `writers` loops of `step` for `seconds`; returns operations per second. */
export async function throughput(writers: number, seconds: number, step: (writer: number) => Promise<void>): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (performance.now() < until) {
        await step(w);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** One line of a benchmark's report: a label column, then the figure. */
export function reportLine(label: string, value: string): void {
  console.log(`${label.padEnd(52)} ${value}`);
}

/** Runs a benchmark's main function; a failure prints and exits non-zero. */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/** Durations (ms) of GETs of each URL, `concurrency` at a time, sent from a thread of their own. */
export function httpLoad(urls: readonly string[], concurrency: number, headers: Record<string, string> = {}): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load.worker.js', import.meta.url), { workerData: { urls, concurrency, headers } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** CPU seconds used so far by this process and by the PostgreSQL server (null where /proc does not show it). */
export interface CpuSeconds {
  api: number;
  postgres: number | null;
}

/** A process's parent and its CPU in clock ticks: its own (utime + stime), its reaped children's (cutime + cstime). */
function ticksOf(pid: number): { own: number; reaped: number; ppid: number } | null {
  const fields = procStatFields(pid);
  if (!fields) return null;
  return { ppid: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) };
}

/**
 * A reader of CPU time: this process's (every thread) and the PostgreSQL server's behind `pool`
 * when it runs on this machine: its postmaster with the processes it has reaped (autovacuum
 * workers, ended sessions) and every live process it started (sessions, background writer, WAL
 * writer). What a measurement used is the difference of two readings.
 */
export async function cpuMeter(pool: pg.Pool): Promise<() => CpuSeconds> {
  const tick = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const backend = (await pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
  const postmaster = ticksOf(backend)?.ppid;
  let local = false;
  try {
    // A server elsewhere: the pid names no PostgreSQL process here.
    local = postmaster !== undefined && /^postgres/.test(readFileSync(`/proc/${postmaster}/comm`, 'utf8'));
  } catch {
    local = false;
  }
  return () => {
    const { user, system } = process.cpuUsage();
    const api = (user + system) / 1e6;
    if (!local) return { api, postgres: null };
    let ticks = 0;
    const main = ticksOf(postmaster!);
    if (main) ticks += main.own + main.reaped;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = ticksOf(Number(entry));
      if (child && child.ppid === postmaster) ticks += child.own;
    }
    return { api, postgres: ticks / tick };
  };
}
