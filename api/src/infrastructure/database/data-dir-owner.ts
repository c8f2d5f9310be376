import { mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { procStatFields } from '../process/proc-stat.js';

/**
 * Which process owns a data directory's embedded PostgreSQL: a file `owner.pid` holding the
 * owner's pid and, on Linux, its start time (so that a pid reused after a reboot or a crash is
 * not mistaken for the owner). A second portal reads it before touching the server, and refuses
 * while the owner lives; an owner that died (kill -9) leaves a file that the next start takes over.
 * A claim reads and writes the file under a mutex (a directory made atomically), so that two
 * starters after a crash cannot both take it over and the second stop the first one's server.
 *
 * Hand-written rather than a lock package: the npm lock files (proper-lockfile and the like) tell a
 * dead holder by an mtime they refresh on a timer, which would refuse a restart for seconds after a
 * crash, and an OS-level lock (flock) needs a native addon.
 */
export const OWNER_FILE = 'owner.pid';

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the data directory ${dataDir} is in use by a running portal (pid ${pid}); ` +
        `stop that process first, or give this one another DATA_DIR. Its database was not touched.`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

interface Owner {
  pid: number;
  startTime?: string;
}

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat), where the OS tells it. */
function startTimeOf(pid: number): string | undefined {
  return procStatFields(pid)?.[19];
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another account.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.startTime === undefined) return true;
  const now = startTimeOf(owner.pid);
  return now === undefined || now === owner.startTime;
}

function read(file: string): Owner | undefined {
  try {
    const [pid, startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
    const n = Number(pid);
    return Number.isInteger(n) && n > 0 ? { pid: n, ...(startTime ? { startTime } : {}) } : undefined;
  } catch {
    return undefined;
  }
}

/** The live process that owns the data directory, if any (not this one). */
export function liveOwner(dataDir: string): number | undefined {
  const owner = read(path.join(dataDir, OWNER_FILE));
  return owner && owner.pid !== process.pid && isAlive(owner) ? owner.pid : undefined;
}

/** Held only while a starter reads and writes the owner file (milliseconds); older means its holder died in between. */
const CLAIM_MUTEX = 'owner.claiming';
const STALE_MUTEX_MS = 10_000;

/** mkdir is atomic: of two starters one creates the directory, the other waits for it to go. */
async function withClaimMutex<T>(dataDir: string, run: () => T): Promise<T> {
  const mutex = path.join(dataDir, CLAIM_MUTEX);
  for (;;) {
    try {
      mkdirSync(mutex);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(mutex).mtimeMs > STALE_MUTEX_MS) rmdirSync(mutex);
      } catch {
        // gone meanwhile
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return run();
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Makes this process the owner of the data directory, or throws DataDirectoryInUseError naming
 * the live owner. Returns the release, which removes the file only while it is still ours.
 */
export async function claimDataDirectory(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, OWNER_FILE);
  await withClaimMutex(dataDir, () => {
    const owner = read(file);
    if (owner && owner.pid !== process.pid && isAlive(owner)) throw new DataDirectoryInUseError(dataDir, owner.pid);
    // No owner, or one that died without releasing it (kill -9): this process takes over.
    writeFileSync(file, `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim() + '\n', { mode: 0o644 });
  });
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (read(file)?.pid === process.pid) unlinkSync(file);
  };
  // Whatever way the process ends, a clean exit leaves no owner file behind.
  process.once('exit', release);
  return release;
}
