import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/config.js';
import { JsonLogger } from '../infrastructure/logging/logger.js';
import { startRuntime } from '../runtime.js';
import { verifyDigests, type DigestProblem, type EventDigest } from '../event-store/postgres/event-digest.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HASH = /^[0-9a-f]{64}$/;

/** One digest from any of its published shapes: a JSON:API resource (`attributes`) or the bare fields. */
function asDigest(value: unknown): EventDigest {
  const v = (value && typeof value === 'object' && 'attributes' in value ? (value as { attributes: unknown }).attributes : value) as Record<
    string,
    unknown
  > | null;
  const day = v?.day;
  const eventCount = v?.eventCount ?? v?.event_count;
  const position = v?.position;
  const hash = v?.hash;
  const whole = (n: unknown) =>
    (typeof n === 'number' || (typeof n === 'string' && /^\d+$/.test(n))) && Number.isSafeInteger(Number(n)) && Number(n) >= 0;
  if (typeof day !== 'string' || !DAY.test(day) || !whole(eventCount) || !whole(position) || typeof hash !== 'string' || !HASH.test(hash))
    throw new Error('not a digest: it needs day (YYYY-MM-DD), eventCount, position and hash (64 hex digits)');
  return { day, eventCount: Number(eventCount), position: Number(position), hash };
}

/**
 * The digests of a published document: the gazette's JSON:API list or one digest (`/latest`,
 * `/{day}`), or a bare digest object or array of them.
 */
export function parseDigests(text: string): EventDigest[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  const data = json && typeof json === 'object' && !Array.isArray(json) && 'data' in json ? (json as { data: unknown }).data : json;
  const items = Array.isArray(data) ? data : [data];
  if (!items.length || data === null) throw new Error('the document holds no digest');
  return items.map(asDigest);
}

async function load(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { headers: { accept: 'application/vnd.api+json, application/json' } });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.text();
  }
  // `npm run` changes to the repository root; a relative path means where the command was typed.
  return readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), source), 'utf8');
}

export function describeProblem(p: DigestProblem): string {
  if (p.kind === 'digest-mismatch')
    return (
      `the digest of ${p.day} does not match: published ${p.expected.eventCount} events, hash ${p.expected.hash}; ` +
      `the store gives ${p.found.eventCount} events, hash ${p.found.hash}. Every stream's chain verifies, so an event at a ` +
      `global position after ${p.afterPosition} and up to ${p.position} was rewritten with the chain key, removed or inserted`
    );
  // A removed event is gone: the one after the gap is what can be named.
  if (p.kind === 'missing-event')
    return `event missing: stream ${p.streamId} goes on at version ${p.streamVersion}, event id ${p.eventId} (global position ${p.position}), after a gap`;
  return `event changed (${p.kind}): stream ${p.streamId}, version ${p.streamVersion}, event id ${p.eventId} (global position ${p.position})`;
}

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * `npm run audit:verify -- --digest <file or URL>`: the store checked against published digests
 * (verifyDigests). Exit code 0: every chain verifies and every digest matches; 1: a change was
 * found (the first is named); 2: no usable digest (usage, unreadable or malformed document).
 */
export async function auditVerify(argv: string[], config: AppConfig, io: CliOutput): Promise<number> {
  const at = argv.indexOf('--digest');
  const source = at >= 0 ? argv[at + 1] : undefined;
  if (!source || argv.length !== 2) {
    io.err('usage: npm run audit:verify -- --digest <file or URL of a published digest>');
    return 2;
  }
  let digests: EventDigest[];
  try {
    digests = parseDigests(await load(source));
  } catch (error) {
    io.err(`cannot read a digest from ${source}: ${(error as Error).message}`);
    return 2;
  }
  // Nothing is sent; an explicit SMTP_URL keeps it from starting a mail catcher.
  const runtime = await startRuntime({ ...config, runProjections: false, smtpUrl: 'smtp://127.0.0.1:1' }, new JsonLogger('warn'), {
    reuseRunningDatabase: true,
  });
  try {
    const result = await verifyDigests(runtime.db.pool, runtime.chain, digests);
    if (result.problem) {
      io.err(`audit:verify FAILED: ${describeProblem(result.problem)}`);
      return 1;
    }
    const newest = [...digests].sort((a, b) => b.position - a.position)[0]!;
    io.out(
      `audit:verify OK: ${result.events} events up to global position ${newest.position} verify under the chain key, ` +
        `and ${result.digests} digest${result.digests === 1 ? '' : 's'} (latest ${newest.day}, hash ${newest.hash}) match`,
    );
    return 0;
  } finally {
    await runtime.close();
  }
}
