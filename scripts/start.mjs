// `npm start` and `npm run serve`: build (unless --no-build), then run the portal, so that a
// signal to npm stops everything. npm forwards SIGINT and SIGTERM only to its direct child (this
// process, which the script `exec`s); nested npm scripts run through `sh -c`, which dies on the
// signal and leaves its command running. So the build runs as a process group of its own, which a
// signal ends as a whole, and the portal's node process gets every signal this one gets.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

let current;
let stopping;
for (const signal of SIGNALS) {
  process.on(signal, () => {
    stopping ??= signal;
    if (!current) process.exit(1);
    // The build: its whole group (npm, its shells, tsc, vite). The portal: node itself, which
    // stops HTTP, its runners and its PostgreSQL before exiting.
    try {
      process.kill(current.group ? -current.child.pid : current.child.pid, signal);
    } catch {
      // already gone
    }
  });
}

// npm killed outright (SIGKILL) forwards nothing: this process, reparented, stops what it runs.
const parent = process.ppid;
const watchParent = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watchParent);
  process.emit('SIGTERM', 'SIGTERM');
}, 1000);
watchParent.unref();

/** Runs a command to its end; resolves with its exit code, or with 1 when a signal ended it. */
function run(command, args, { group }) {
  // A group of its own is not the terminal's foreground group: it must not read the terminal.
  // The portal gets an IPC channel: should this launcher be killed outright, node sees it close.
  const stdio = group ? ['ignore', 'inherit', 'inherit'] : ['inherit', 'inherit', 'inherit', 'ipc'];
  const child = spawn(command, args, { cwd: root, stdio, detached: group });
  current = { child, group };
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      current = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// A data directory that a running portal owns is refused before anything is built: the build
// would rewrite that portal's files under it (issue 36 §2). The check is the portal's own
// (api/src/infrastructure/database/data-dir-owner.ts), from the last build; with no build yet, no
// portal of this checkout can be running.
const ownerCheck = path.join(root, 'api/dist/api/src/infrastructure/database/data-dir-owner.js');
if (existsSync(ownerCheck)) {
  const { liveOwner, DataDirectoryInUseError } = await import(pathToFileURL(ownerCheck).href);
  const dataDir = path.resolve(root, process.env.DATA_DIR || '.data');
  const owner = liveOwner(dataDir);
  if (owner !== undefined) {
    console.error(new DataDirectoryInUseError(dataDir, owner).message);
    process.exit(1);
  }
}

const build = !process.argv.includes('--no-build');
if (build) {
  const code = await run('npm', ['run', '--silent', 'build'], { group: true });
  if (code !== 0 || stopping) process.exit(code || 1);
}
const code = await run(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/api/src/main.js')], { group: false });
process.exit(code);
