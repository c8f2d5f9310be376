import os from 'node:os';
import path from 'node:path';
import { ConfigError, type AppConfig } from '../../config/config.js';

/**
 * Where uploads are kept and how large they may be, from the environment (the shared AppConfig
 * has no upload settings yet):
 * - `UPLOAD_DIR`: the folder files are written to, outside any folder the server serves.
 *   Default `./.data/uploads` (from the working directory; ignored by git), and `<os tmp>/registry-uploads` in tests.
 * - `UPLOAD_MAX_FILE_MB`: the largest file accepted, in megabytes (MiB; decimals allowed);
 *   default 10, at most 100 (a file is held in memory while it is checked).
 */
export interface UploadSettings {
  directory: string;
  maxBytes: number;
  /** The limit as the refusal message states it. */
  maxMegabytes: number;
}

export const UPLOAD_SETTINGS = Symbol('UPLOAD_SETTINGS');
export const DEFAULT_MAX_FILE_MB = 10;
const HIGHEST_MAX_FILE_MB = 100;
const MEGABYTE = 1024 * 1024;

export function loadUploadSettings(env: Record<string, string | undefined>, appEnv: AppConfig['env']): UploadSettings {
  const problems: string[] = [];
  const dir = env.UPLOAD_DIR?.trim() || (appEnv === 'test' ? path.join(os.tmpdir(), 'registry-uploads') : path.join('.', '.data', 'uploads'));
  const rawLimit = env.UPLOAD_MAX_FILE_MB?.trim();
  let maxMegabytes = DEFAULT_MAX_FILE_MB;
  if (rawLimit) {
    const value = Number(rawLimit);
    if (!/^\d+(\.\d+)?$/.test(rawLimit) || value <= 0 || value > HIGHEST_MAX_FILE_MB || Math.floor(value * MEGABYTE) < 1) {
      problems.push(`UPLOAD_MAX_FILE_MB must be a number of megabytes above 0 and at most ${HIGHEST_MAX_FILE_MB} (got "${rawLimit}")`);
    } else {
      maxMegabytes = value;
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return { directory: path.resolve(dir), maxBytes: Math.floor(maxMegabytes * MEGABYTE), maxMegabytes };
}
