import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is e2e/support/portal.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const E2E_DIR = path.join(REPO_ROOT, 'e2e');
export const LOG_DIR = path.join(E2E_DIR, 'logs');

/** The built API's entry and CLIs: what `npm start` runs after building (the test command builds first). */
const API_DIST = path.join(REPO_ROOT, 'api', 'dist', 'api', 'src');
export const MAIN_JS = path.join(API_DIST, 'main.js');

export interface RunningPortal {
  baseUrl: string;
  /** DATA_DIR of this run: the embedded PostgreSQL lives in DATA_DIR/pg. */
  dataDir: string;
  env: NodeJS.ProcessEnv;
  child: ChildProcess;
  exited: Promise<number | null>;
  logFile: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const tail = (file: string, lines = 40) =>
  existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)';

/**
 * Starts the built portal as `npm start` does (without building): the API serving the web apps,
 * on a free port, with a fresh embedded PostgreSQL under a temporary DATA_DIR and the local mail
 * catcher (SMTP_URL unset, so `GET /dev/mail/messages` exists). NODE_ENV=development, the
 * README's default: it also seeds the demonstration staff accounts and civil-registry persons.
 */
export async function startPortal(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningPortal> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build first (npm run build)`);
  if (!existsSync(path.join(REPO_ROOT, 'web-applicant', 'dist', 'index.html'))) {
    throw new Error('web-applicant/dist is missing: build first (npm run build)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'registry-e2e-'));
  // As root the embedded server runs as the `postgres` user, which must reach DATA_DIR/pg.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    MAIL_CATCHER_PORT: '0',
    // Uploads default to ./.data/uploads whatever DATA_DIR says: keep the run's files in its own directory.
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'RUN_PROJECTIONS']) delete env[name];

  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, 'portal.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN_JS], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let last = '';
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  for (;;) {
    if (gone !== undefined) {
      await stopPortal({ child, exited, dataDir });
      throw new Error(`the portal exited (code ${gone}) before it was healthy:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      const body = (await res.json()) as { status?: string };
      if (res.ok && body.status === 'ok') break;
      last = JSON.stringify(body);
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline) {
      await stopPortal({ child, exited, dataDir });
      throw new Error(`the portal was not healthy within 120 s (last: ${last}):\n${tail(logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, dataDir, env, child, exited, logFile };
}

/** Runs one of the product's CLIs (`npm run legacy:import`, `civil-registry:import`, built) against the running portal's database. */
export async function runCli(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(API_DIST, 'cli', script), ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${code}:\n${output}`);
  return output;
}

/** The embedded PostgreSQL's postmaster, if one is still running on this data directory. */
function postmasterPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Ctrl-C as the README describes it: SIGTERM to the portal, which closes its connections and
 * stops its embedded PostgreSQL; then checks that the server is gone (stopping it only if the
 * portal did not) and removes the run's data directory.
 */
export async function stopPortal(portal: Pick<RunningPortal, 'child' | 'exited' | 'dataDir'>): Promise<void> {
  const { child } = portal;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const stopped = await Promise.race([portal.exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 40_000))]);
    if (!stopped) {
      process.stderr.write('e2e: the portal did not stop within 40 s of SIGTERM; killing it\n');
      child.kill('SIGKILL');
      await portal.exited;
    }
  }
  const pid = postmasterPid(portal.dataDir);
  if (pid) {
    process.stderr.write(`e2e: the portal left its PostgreSQL (pid ${pid}) running; stopping it\n`);
    process.kill(pid, 'SIGINT');
    if (!(await waitGone(pid, 30_000))) process.kill(pid, 'SIGKILL');
  }
  rmSync(portal.dataDir, { recursive: true, force: true });
}
