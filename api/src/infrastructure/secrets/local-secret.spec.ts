import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localSecret } from './local-secret.js';

describe('a secret kept in the data directory', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'registry-secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is drawn once (mode 0600 in a folder of mode 0700) and read back alike, also by starters racing', async () => {
    const file = path.join(dir, 'secrets', 'event-chain-key');
    const drawn = await Promise.all(Array.from({ length: 8 }, () => localSecret(file)));
    expect(new Set(drawn).size).toBe(1);
    expect(drawn[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect(await localSecret(file)).toBe(drawn[0]);
  });

  it('refuses an empty file rather than drawing a new secret over it', async () => {
    const file = path.join(dir, 'empty');
    await writeFile(file, '\n');
    await expect(localSecret(file)).rejects.toThrow(/is empty/);
  });
});
