import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/free-port.js';
import { procStatFields } from '#src/infrastructure/process/proc-stat';

/**
 * The portal's process life as an operator sees it: the built portal started the way `npm start`
 * starts it (npm running the `serve` script, which `start` execs after building), stopped by a
 * signal to the npm process at the top, started twice on one data directory, and restarted after
 * its node process was killed with SIGKILL. `npm test` builds before `npm run test:extended` runs these tests; run
 * alone, the test builds the API first when it finds no build.
 */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(REPO, 'api/dist/api/src/main.js');
const ROUTE = '/api/v1/entity-types/tree';
/** Generous bounds for a loaded two-core machine. */
const READY_WITHIN_MS = 90_000;
const GONE_WITHIN_MS = 30_000;

let root: string;
let embeddedPgPort: number;
const started: ChildProcess[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Running, that is: present and not a zombie waiting for a parent to reap it. */
function running(pid: number): boolean {
  const stat = procStatFields(pid);
  return stat !== undefined && stat[0] !== 'Z';
}

/** The live processes of a process group (the postmaster's: its backends and workers). */
function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      const stat = procStatFields(pid);
      return stat !== undefined && stat[0] !== 'Z' && Number(stat[2]) === pgid;
    });
}

/** The processes whose parent is `pid` (npm's node, the shell's command). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      const stat = procStatFields(child);
      return stat !== undefined && stat[0] !== 'Z' && Number(stat[1]) === pid;
    });
}

/** The processes under `pid`, however deep (npm's launcher, node, the postmaster, its backends). */
function descendantsOf(pid: number): number[] {
  const found = childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
  for (const p of found) seen.add(p);
  return found;
}

/** Every process found under a portal's npm, for the clean-up after a failed test (orphans included). */
const seen = new Set<number>();

/** Every postmaster a portal of this file ran, for the clean-up after a failed test. */
const postmasters = new Set<number>();

const ownerPid = () => Number(readFileSync(path.join(root, 'owner.pid'), 'utf8').trim().split(/\s+/)[0]);
function postmasterPid(): number {
  const pid = Number(readFileSync(path.join(root, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  postmasters.add(pid);
  return pid;
}

interface Portal {
  npm: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm run serve` from the repository root, on the shared data directory and embedded port. */
/** `detached`: npm leads a process group of its own, as in a terminal whose Ctrl-C reaches the whole group. */
async function startPortal(options: { detached?: boolean } = {}): Promise<Portal> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: root,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(embeddedPgPort),
    MAIL_CATCHER_PORT: '0',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const npm = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  started.push(npm);
  let output = '';
  npm.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  npm.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  return { npm, port, output: () => output, exited };
}

async function status(port: number): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${ROUTE}`)).status;
  } catch {
    return 0;
  }
}

async function untilReady(portal: Portal): Promise<void> {
  const since = Date.now();
  while (Date.now() - since < READY_WITHIN_MS) {
    if ((await status(portal.port)) === 200) return;
    if (portal.npm.exitCode !== null) break;
    await sleep(250);
  }
  throw new Error(`the portal did not answer 200:\n${portal.output().slice(-3000)}`);
}

/** Waits until none of these processes (nor any member of the postmaster's group) runs; returns what still runs. */
async function untilGone(pids: number[], postmaster: number): Promise<number[]> {
  const since = Date.now();
  let left: number[] = [];
  while (Date.now() - since < GONE_WITHIN_MS) {
    left = [...pids.filter(running), ...groupMembers(postmaster)];
    if (left.length === 0) return [];
    await sleep(100);
  }
  return [...new Set(left)];
}

beforeAll(async () => {
  if (!existsSync(MAIN)) {
    const build = spawnSync('npm', ['run', '--silent', 'build:api'], { cwd: REPO, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build:api failed');
  }
  root = mkdtempSync(path.join(tmpdir(), 'registry-process-life-'));
  // The server runs as the `postgres` account when the tests run as root: it must reach pg/.
  chmodSync(root, 0o755);
  embeddedPgPort = await freePort();
}, 300_000);

afterAll(async () => {
  // Whatever a failed test left: the portals' npm, the node (and shell) under it, and the
  // postmasters' groups.
  const kill = (pid: number) => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  for (const npm of started) {
    if (!npm.pid || !running(npm.pid)) continue;
    for (const child of childrenOf(npm.pid)) {
      for (const grandchild of childrenOf(child)) if (!postmasters.has(grandchild)) kill(grandchild);
      kill(child);
    }
    kill(npm.pid);
  }
  for (const pid of seen) if (running(pid) && !postmasters.has(pid)) kill(pid);
  for (const postmaster of postmasters) if (groupMembers(postmaster).length) kill(-postmaster);
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('process life', () => {
  it.each([
    ['SIGTERM', 'the npm process at the top'],
    ['SIGINT', 'the npm process at the top'],
    ['SIGINT', 'every process of the group, as Ctrl-C does'],
  ] as const)(
    'given a running portal, when %s reaches %s, then npm, node and every PostgreSQL process are gone; a second portal on the same data directory refuses meanwhile',
    async (signal, to) => {
      const toGroup = to.startsWith('every');
      const first = await startPortal({ detached: toGroup });
      await untilReady(first);
      const node = ownerPid();
      const postmaster = postmasterPid();
      expect(running(node)).toBe(true);
      expect(groupMembers(postmaster).length).toBeGreaterThan(0);

      if (signal === 'SIGTERM') {
        // A second start on the same data directory (another HTTP port, the same embedded one).
        const second = await startPortal();
        // It ends by itself, refusing: a portal that started instead would run on.
        let timer: NodeJS.Timeout | undefined;
        const ended = await Promise.race([
          second.exited.then((code) => ({ code })),
          new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), READY_WITHIN_MS))),
        ]);
        clearTimeout(timer);
        expect(ended).toBeDefined();
        expect(ended!.code).not.toBe(0);
        expect(second.output()).toContain(`the data directory ${root} is in use by a running portal (pid ${node})`);
        // `npm start` refuses too, before it builds: a build would rewrite the running portal's
        // files (issue 36 §2). Its `npm` here only leaves a mark that it was asked to build.
        const bin = mkdtempSync(path.join(tmpdir(), 'registry-npm-'));
        writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\ntouch "${bin}/built"\nexit 1\n`);
        chmodSync(path.join(bin, 'npm'), 0o755);
        const launch = spawnSync(process.execPath, [path.join(REPO, 'scripts/start.mjs')], {
          env: { ...process.env, DATA_DIR: root, PATH: `${bin}:${process.env.PATH}` },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(launch.stderr).toContain(`the data directory ${root} is in use by a running portal (pid ${node})`);
        expect(launch.status).toBe(1);
        expect(existsSync(path.join(bin, 'built'))).toBe(false);
        rmSync(bin, { recursive: true, force: true });
        // The running portal's database was not touched: the same server, still answering.
        expect(postmasterPid()).toBe(postmaster);
        expect(await status(first.port)).toBe(200);
      }

      const tree = descendantsOf(first.npm.pid!);
      expect(tree).toEqual(expect.arrayContaining([node, postmaster]));
      if (toGroup) process.kill(-first.npm.pid!, signal);
      else first.npm.kill(signal);
      expect(await untilGone([first.npm.pid!, ...tree], postmaster)).toEqual([]);
      // One orderly stop, though node heard the signal twice (from the terminal, and from npm).
      expect(first.output()).toContain('"msg":"stopped"');
      expect(first.output()).not.toContain('second signal');
      expect(existsSync(path.join(root, 'owner.pid'))).toBe(false);
    },
    240_000,
  );

  it.each(['npm', 'the launcher under it'] as const)(
    'given a running portal, when %s is killed with SIGKILL, then node and every PostgreSQL process stop by themselves',
    async (victim) => {
      const portal = await startPortal();
      await untilReady(portal);
      const postmaster = postmasterPid();
      const tree = descendantsOf(portal.npm.pid!);
      const launcher = childrenOf(portal.npm.pid!)[0]!;
      process.kill(victim === 'npm' ? portal.npm.pid! : launcher, 'SIGKILL');
      expect(await untilGone([portal.npm.pid!, ...tree], postmaster)).toEqual([]);
      expect(existsSync(path.join(root, 'owner.pid'))).toBe(false);
    },
    240_000,
  );

  it('given a portal whose node process was killed with SIGKILL, when the portal starts again, then it stops the orphaned PostgreSQL and serves on its own', async () => {
    const crashed = await startPortal();
    await untilReady(crashed);
    const node = ownerPid();
    const orphan = postmasterPid();
    process.kill(node, 'SIGKILL');
    await crashed.exited;
    // Nothing stops a server whose owner died so abruptly: it runs on, holding the data directory.
    expect(running(orphan)).toBe(true);

    const next = await startPortal();
    await untilReady(next);
    expect(running(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    expect(ownerPid()).not.toBe(node);

    const postmaster = postmasterPid();
    const tree = descendantsOf(next.npm.pid!);
    next.npm.kill('SIGTERM');
    expect(await untilGone([next.npm.pid!, ...tree], postmaster)).toEqual([]);
  }, 240_000);
});
