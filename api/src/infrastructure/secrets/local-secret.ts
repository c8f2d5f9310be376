import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file of the data directory (development and the embedded server, where no
 * operator supplies one): drawn once from the CSPRNG (32 bytes, base64url), written with mode
 * 0600 in a folder of mode 0700, and read back on every later start. Two processes starting at
 * once agree: the file appears whole or not at all (a hard link), and the loser reads the winner's.
 */
export async function localSecret(file: string): Promise<string> {
  try {
    return await readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole under a name of its own, then linked into place: a racing reader never sees it half written.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    await fs.writeFile(temporary, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    await fs.link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  return readSecret(file);
}

async function readSecret(file: string): Promise<string> {
  const value = (await fs.readFile(file, 'utf8')).trim();
  if (!value) throw new Error(`${file} is empty: remove it to draw a new secret`);
  return value;
}
