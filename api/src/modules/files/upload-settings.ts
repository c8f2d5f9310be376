import os from 'node:os';
import path from 'node:path';
import { ConfigError, type AppConfig } from '#src/config/config';

/**
 * Where uploads are kept and how large they may be, from the environment (the shared AppConfig
 * has no upload settings yet):
 * - `UPLOAD_DIR`: the folder files are written to, outside any folder the server serves.
 *   Default `./.data/uploads` (from the working directory; ignored by git), and `<os tmp>/registry-uploads` in tests.
 * - `UPLOAD_MAX_FILE_MB`: the largest file accepted, in megabytes (MiB; decimals allowed);
 *   default 10, at most 100 (a file is held in memory while it is checked).
 * - `UPLOAD_RATE_PER_MINUTE`: uploads one applicant may make in any 60 seconds; default 40 (a form takes up to 20 files in one field, sent at once).
 * - `UPLOAD_QUOTA_FILES` and `UPLOAD_QUOTA_MB`: what one applicant may hold in uploads that no
 *   application references yet; default 100 files and 300 MiB.
 * - `UPLOAD_UNATTACHED_MAX_AGE_HOURS`: unattached uploads older than this are deleted (row and
 *   file); default 24.
 */
export interface UploadSettings {
  directory: string;
  maxBytes: number;
  /** The limit as the refusal message states it. */
  maxMegabytes: number;
  ratePerMinute: number;
  quotaFiles: number;
  quotaBytes: number;
  quotaMegabytes: number;
  unattachedMaxAgeHours: number;
}

export const UPLOAD_SETTINGS = Symbol('UPLOAD_SETTINGS');
export const DEFAULT_MAX_FILE_MB = 10;
export const DEFAULT_RATE_PER_MINUTE = 40;
export const DEFAULT_QUOTA_FILES = 100;
export const DEFAULT_QUOTA_MB = 300;
export const DEFAULT_UNATTACHED_MAX_AGE_HOURS = 24;
const HIGHEST_MAX_FILE_MB = 100;
const MEGABYTE = 1024 * 1024;

export function loadUploadSettings(env: Record<string, string | undefined>, appEnv: AppConfig['env']): UploadSettings {
  const problems: string[] = [];
  const dir =
    env.UPLOAD_DIR?.trim() || (appEnv === 'test' ? path.join(os.tmpdir(), 'registry-uploads') : path.join('.', '.data', 'uploads'));
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
  const integer = (name: string, fallback: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
      problems.push(`${name} must be a whole number from 1 to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };
  const ratePerMinute = integer('UPLOAD_RATE_PER_MINUTE', DEFAULT_RATE_PER_MINUTE, 10_000);
  const quotaFiles = integer('UPLOAD_QUOTA_FILES', DEFAULT_QUOTA_FILES, 100_000);
  const quotaMegabytes = integer('UPLOAD_QUOTA_MB', DEFAULT_QUOTA_MB, 1_000_000);
  const unattachedMaxAgeHours = integer('UPLOAD_UNATTACHED_MAX_AGE_HOURS', DEFAULT_UNATTACHED_MAX_AGE_HOURS, 24 * 365);
  if (problems.length) throw new ConfigError(problems);
  return {
    directory: path.resolve(dir),
    maxBytes: Math.floor(maxMegabytes * MEGABYTE),
    maxMegabytes,
    ratePerMinute,
    quotaFiles,
    quotaBytes: quotaMegabytes * MEGABYTE,
    quotaMegabytes,
    unattachedMaxAgeHours,
  };
}
