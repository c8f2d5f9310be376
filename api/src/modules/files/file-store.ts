import { randomUUID } from 'node:crypto';
import { constants, promises as fs, type ReadStream } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { UPLOAD_SETTINGS, type UploadSettings } from './upload-settings.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The bytes of uploads on disk, under the upload folder, each named by its id only (never by
 * anything the client sent), in a sub-folder per first two hex digits so that no folder grows
 * to millions of entries. Readable by the server's user only.
 */
@Injectable()
export class FileStore {
  constructor(@Inject(UPLOAD_SETTINGS) private readonly settings: UploadSettings) {}

  pathOf(id: string): string {
    if (!UUID.test(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`);
    return path.join(this.settings.directory, id.slice(0, 2), id);
  }

  /** Writes under a temporary name and renames, so that a file is either whole or absent. */
  async write(id: string, content: Uint8Array): Promise<void> {
    const target = this.pathOf(id);
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      await fs.writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    await fs.rm(this.pathOf(id), { force: true });
  }

  /** The file opened for reading; undefined when it is not on disk. */
  async open(id: string): Promise<ReadStream | undefined> {
    try {
      const handle = await fs.open(this.pathOf(id), constants.O_RDONLY);
      return handle.createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
