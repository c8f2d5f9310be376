import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimDataDirectory, DataDirectoryInUseError, liveOwner, OWNER_FILE } from './data-dir-owner.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'registry-owner-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A live process other than this one, for as long as the test needs it. */
async function withOtherProcess(run: (pid: number) => void | Promise<void>): Promise<void> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  try {
    await run(child.pid!);
  } finally {
    child.kill('SIGKILL');
  }
}

describe('the data directory owner file', () => {
  it('given no owner, when a process claims the directory, then the file names it until released', async () => {
    const release = await claimDataDirectory(dir);
    expect(readFileSync(path.join(dir, OWNER_FILE), 'utf8').split(/\s+/)[0]).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, OWNER_FILE))).toBe(false);
  });

  it('given a live owner, when another claims the directory, then it is refused with the directory and the pid, and the file is left as it was', async () => {
    await withOtherProcess(async (pid) => {
      writeFileSync(path.join(dir, OWNER_FILE), `${pid}\n`);
      expect(liveOwner(dir)).toBe(pid);
      let refusal: unknown;
      try {
        await claimDataDirectory(dir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirectoryInUseError);
      expect((refusal as Error).message).toContain(`the data directory ${dir} is in use by a running portal (pid ${pid})`);
      expect(readFileSync(path.join(dir, OWNER_FILE), 'utf8')).toBe(`${pid}\n`);
    });
  });

  it('given an owner that died, or a pid now used by another process (its start time differs), when a process claims the directory, then it takes it over', async () => {
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((r) => dead.once('exit', r));
    writeFileSync(path.join(dir, OWNER_FILE), `${dead.pid}\n`);
    expect(liveOwner(dir)).toBeUndefined();
    (await claimDataDirectory(dir))();

    await withOtherProcess(async (pid) => {
      writeFileSync(path.join(dir, OWNER_FILE), `${pid} 1\n`);
      expect(liveOwner(dir)).toBeUndefined();
      const release = await claimDataDirectory(dir);
      expect(readFileSync(path.join(dir, OWNER_FILE), 'utf8').split(/\s+/)[0]).toBe(String(process.pid));
      release();
    });
  });

  it('given another starter in the middle of its claim, when a process claims the directory, then it waits and sees that claim, refusing', async () => {
    await withOtherProcess(async (pid) => {
      const mutex = path.join(dir, 'owner.claiming');
      mkdirSync(mutex);
      const claim = claimDataDirectory(dir).then(
        () => 'claimed',
        (error: Error) => error.message,
      );
      await new Promise((r) => setTimeout(r, 200));
      // The other starter finishes: its owner file, then its mutex gone.
      writeFileSync(path.join(dir, OWNER_FILE), `${pid}\n`);
      rmdirSync(mutex);
      expect(await claim).toContain(`in use by a running portal (pid ${pid})`);
    });
  });

  it('given a claim mutex its holder left behind long ago, when a process claims the directory, then it proceeds', async () => {
    const mutex = path.join(dir, 'owner.claiming');
    mkdirSync(mutex);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(mutex, longAgo, longAgo);
    (await claimDataDirectory(dir))();
    expect(existsSync(mutex)).toBe(false);
  });
});
