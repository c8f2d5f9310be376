import { spawn } from 'node:child_process';
import path from 'node:path';
import { E2E_DIR, REPO_ROOT } from './portal.js';

/** A company application of the paper archive: its owner's e-mail, the payload, the scans its owner uploaded. */
export interface PaperRecord {
  /** Names the record (its stream id derives from it): one per run. */
  reference: string;
  ownerEmail: string;
  details: unknown;
  uploads: string[];
}

/**
 * Files a company application migrated from the paper archive, which the online rules never
 * checked (test support only; why and how: support/paper-archive-import.mjs and e2e/README.md).
 * Runs beside the portal as its CLIs do, on its data directory. Answers the application's id.
 */
export async function fileFromPaperArchive(record: PaperRecord): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is unset: run through e2e/playwright.config.ts (its globalSetup starts the portal)');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL']) delete env[name];
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(E2E_DIR, 'support', 'paper-archive-import.mjs')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (errors += c.toString('utf8')));
  child.stdin.end(JSON.stringify(record));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`paper-archive-import.mjs exited with ${code}:\n${errors}${output}`);
  return (JSON.parse(output.trim().split('\n').pop()!) as { id: string }).id;
}
