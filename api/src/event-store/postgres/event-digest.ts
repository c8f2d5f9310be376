import { createHash } from 'node:crypto';
import type pg from 'pg';
import { sql, Sql } from '#src/infrastructure/database/read-models/sql';
import { inTransaction } from '#src/infrastructure/database/transaction';
import { EventChain, RECORDED_AT_TEXT } from './event-chain.js';

/**
 * The daily digest of the event store (issue 33 §3, docs/security.md "Anchoring the chain"): for
 * a day, every event up to a global position, their count, and a running SHA-256 over their
 * keyed chain hashes in position order. Chosen over a hash of each stream's head because it
 * extends the previous day's value with that day's events alone (no pass over every stream),
 * so each day's digest also commits to every earlier one, and because it names the events'
 * global order: a stream or a tail that disappears changes it, which no stream's own chain shows.
 * The function is public (no key): anyone holding the events' hashes can recompute it; the
 * keyed chains are what tie each hash to its event's content.
 */
export interface EventDigest {
  /** The registry's day (Asia/Baghdad), YYYY-MM-DD. */
  day: string;
  eventCount: number;
  /** Every event at or below this global position is covered, none above. */
  position: number;
  hash: string;
}

/** The running hash before any event: a fixed value that names the scheme. */
export const DIGEST_SEED = createHash('sha256').update('business-registry event-store digest v1', 'utf8').digest('hex');

export interface DigestedEvent {
  position: number;
  streamId: string;
  streamVersion: number;
  eventId: string;
  hash: string;
}

/** One step of the running hash: the previous value, then the event's place and chain hash, length-prefixed as the chain is. */
export function digestStep(previous: string, e: DigestedEvent): string {
  const message = [
    previous,
    String(e.position),
    `${e.streamId.length}:${e.streamId}`,
    String(e.streamVersion),
    e.eventId.toLowerCase(),
    e.hash,
  ].join('|');
  return createHash('sha256').update(message, 'utf8').digest('hex');
}

/** Iraq keeps UTC+3 all year (as audit-dates.ts), so a registry day starts at 00:00+03:00. */
const DAY_MS = 86_400_000;
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00+03:00`);
export const dayOf = (instant: Date): string => new Date(instant.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
const nextDay = (day: string): string => dayOf(new Date(dayStart(day).getTime() + DAY_MS));

/** Rows read at a time while folding or verifying. */
const BATCH = 5_000;
/** How long a recorder waits for transactions that may still add events below its bound. */
const SETTLE_TIMEOUT_MS = 30_000;
/** One lock for every recorder of the database, so that two processes never record a day twice. */
const RECORDER_LOCK = sql`pg_advisory_xact_lock(hashtext('es_digests'))`;

export interface DigestRow {
  day: string;
  event_count: string;
  position: string;
  hash: string;
}

export const toDigest = (r: DigestRow): EventDigest => ({
  day: r.day,
  eventCount: Number(r.event_count),
  position: Number(r.position),
  hash: r.hash,
});
export const DIGEST_COLUMNS = sql`to_char(day, 'YYYY-MM-DD') AS day, event_count, position, hash`;

/**
 * The highest global position below which no event can still appear. A position is taken only
 * after its transaction has written es_streams (es_append), so that transaction already has an id:
 * read the sequence's last value, then the running transactions, and wait for those to end.
 * Every event at or below the value read is then committed or never will be.
 */
async function settledPosition(session: pg.ClientBase): Promise<number> {
  const {
    rows: [{ last }],
  } = await session.query<{ last: string | null }>(sql`SELECT pg_sequence_last_value('es_events_position_seq') AS last`);
  const {
    rows: [{ snapshot }],
  } = await session.query<{ snapshot: string }>(sql`SELECT pg_current_snapshot()::text AS snapshot`);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const {
      rows: [{ running }],
    } = await session.query<{ running: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM pg_snapshot_xip(${snapshot}::pg_snapshot) x WHERE pg_xact_status(x) = 'in progress') AS running`,
    );
    if (!running) return Number(last ?? 0);
    if (Date.now() > deadline) throw new Error('event-store digest: transactions still running after 30 s; tried again at the next turn');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Events in (after, upTo] in position order, a batch at a time. */
async function* eventsBetween(session: pg.ClientBase | pg.Pool, after: number, upTo: number, withContent: boolean) {
  const columns = withContent
    ? sql`, stream_type, event_type, schema_version, data, metadata, ${Sql.raw(RECORDED_AT_TEXT)} AS recorded_text, prev_hash`
    : sql``;
  for (let from = after; from < upTo;) {
    const { rows } = await session.query(
      sql`SELECT global_position, stream_id, stream_version, event_id, hash ${columns} FROM es_events
           WHERE global_position > ${from} AND global_position <= ${upTo} ORDER BY global_position LIMIT ${BATCH}`,
    );
    if (!rows.length) return;
    yield rows;
    from = Number(rows[rows.length - 1].global_position);
  }
}

const asDigested = (r: {
  global_position: string;
  stream_id: string;
  stream_version: string;
  event_id: string;
  hash: string;
}): DigestedEvent => ({
  position: Number(r.global_position),
  streamId: r.stream_id,
  streamVersion: Number(r.stream_version),
  eventId: r.event_id,
  hash: r.hash,
});

/**
 * Records the digest of every day that is over (before `now`'s day) and not yet recorded, oldest
 * first, from the day of the first event; answers those it recorded. One transaction under one
 * advisory lock reads the last digest, extends it day by day and inserts the rows: a crash leaves
 * nothing (done again at the next turn, from the same events to the same values), and a second
 * process waits, then finds the days recorded, so no day is recorded twice or differently. Days
 * missed (a first start on an old store, a process down for days) are done in one pass over their
 * events, not one per day.
 */
export async function recordDueDigests(pool: pg.Pool, now: Date = new Date()): Promise<EventDigest[]> {
  const today = dayOf(now);
  return inTransaction(pool, async (client) => {
    await client.query(sql`SELECT ${RECORDER_LOCK}`);
    const {
      rows: [last],
    } = await client.query<DigestRow>(sql`SELECT ${DIGEST_COLUMNS} FROM es_digests ORDER BY day DESC LIMIT 1`);
    const previous = last ? toDigest(last) : null;
    let first: string;
    if (previous) first = nextDay(previous.day);
    else {
      const {
        rows: [{ earliest }],
      } = await client.query<{ earliest: Date | null }>(sql`SELECT min(recorded_at) AS earliest FROM es_events`);
      if (!earliest) return [];
      first = dayOf(earliest);
    }
    if (first >= today) return [];
    const days: string[] = [];
    for (let day = first; day < today; day = nextDay(day)) days.push(day);
    const from = previous?.position ?? 0;
    const bound = await settledPosition(client);
    // Each day's last event among those settled, by the registry's day of its recording; a
    // transaction still open at the bound (across midnight) lands in a later day's digest.
    const { rows: tops } = await client.query<{ day: string; top: string }>(
      sql`SELECT to_char((recorded_at AT TIME ZONE 'Asia/Baghdad')::date, 'YYYY-MM-DD') AS day, max(global_position) AS top
            FROM es_events WHERE global_position > ${from} AND global_position <= ${bound} AND recorded_at < ${dayStart(today)}
           GROUP BY 1`,
    );
    const topOf = new Map(tops.map((r) => [r.day, Number(r.top)]));
    // A day covers every position up to the highest of its own and earlier days' last events.
    let position = from;
    const ends = days.map((day) => {
      const top = Math.max(position, ...[...topOf].filter(([d]) => d <= day).map(([, p]) => p));
      position = top;
      return top;
    });
    let hash = previous?.hash ?? DIGEST_SEED;
    let count = previous?.eventCount ?? 0;
    const recorded: EventDigest[] = [];
    let next = 0;
    const closeDaysUpTo = (upTo: number) => {
      for (; next < days.length && ends[next]! <= upTo; next++)
        recorded.push({ day: days[next]!, eventCount: count, position: ends[next]!, hash });
    };
    for await (const rows of eventsBetween(client, from, position, false)) {
      for (const row of rows) {
        const e = asDigested(row);
        closeDaysUpTo(e.position - 1);
        hash = digestStep(hash, e);
        count++;
      }
    }
    closeDaysUpTo(position);
    for (const d of recorded)
      await client.query(
        sql`INSERT INTO es_digests (day, event_count, position, hash) VALUES (${d.day}::date, ${d.eventCount}, ${d.position}, ${d.hash})`,
      );
    return recorded;
  });
}

/** What `verifyDigests` found first, in global order. */
export type DigestProblem =
  | {
      kind: 'content-altered' | 'broken-link' | 'missing-event';
      streamId: string;
      streamVersion: number;
      eventId: string;
      position: number;
    }
  | {
      kind: 'digest-mismatch';
      day: string;
      /** The events between the last digest that matched (exclusive) and this one (inclusive). */
      afterPosition: number;
      position: number;
      expected: { eventCount: number; hash: string };
      found: { eventCount: number; hash: string };
    };

export interface DigestVerification {
  ok: boolean;
  /** Events read and re-hashed. */
  events: number;
  digests: number;
  problem?: DigestProblem;
}

/**
 * Checks the store against published digests: every event up to the highest one re-hashed with
 * the chain key and linked to its stream's predecessor (the first that fails is named), and the
 * running hash recomputed at each digest's position. Events above the highest digest are not
 * read, so what was appended since cannot fail it.
 */
export async function verifyDigests(pool: pg.Pool, chain: EventChain, published: EventDigest[]): Promise<DigestVerification> {
  const digests = [...published].sort((a, b) => a.position - b.position);
  const heads = new Map<string, { version: number; hash: string }>();
  let hash = DIGEST_SEED;
  let count = 0;
  let next = 0;
  let matchedPosition = 0;
  const upTo = digests.length ? digests[digests.length - 1]!.position : 0;
  const checkDigestsUpTo = (position: number): DigestProblem | undefined => {
    for (; next < digests.length && digests[next]!.position <= position; next++) {
      const d = digests[next]!;
      if (d.eventCount !== count || d.hash !== hash)
        return {
          kind: 'digest-mismatch',
          day: d.day,
          afterPosition: matchedPosition,
          position: d.position,
          expected: { eventCount: d.eventCount, hash: d.hash },
          found: { eventCount: count, hash },
        };
      matchedPosition = d.position;
    }
    return undefined;
  };
  let problem: DigestProblem | undefined;
  outer: for await (const rows of eventsBetween(pool, 0, upTo, true)) {
    for (const row of rows) {
      const e = asDigested(row);
      // A digest whose position lies below this event is complete: check it before going on.
      problem = checkDigestsUpTo(e.position - 1);
      if (problem) break outer;
      const head = heads.get(e.streamId);
      const expectedVersion = (head?.version ?? 0) + 1;
      const kind =
        e.streamVersion !== expectedVersion
          ? 'missing-event'
          : !chain.verifies(
                {
                  prevHash: row.prev_hash,
                  streamId: e.streamId,
                  streamVersion: e.streamVersion,
                  eventId: e.eventId,
                  type: row.event_type,
                  schemaVersion: row.schema_version,
                  data: row.data,
                  metadata: row.metadata,
                  recordedAt: row.recorded_text,
                },
                e.hash,
              )
            ? 'content-altered'
            : (row.prev_hash ?? null) !== (head?.hash ?? null)
              ? 'broken-link'
              : undefined;
      if (kind) {
        problem = { kind, streamId: e.streamId, streamVersion: e.streamVersion, eventId: e.eventId, position: e.position };
        break outer;
      }
      heads.set(e.streamId, { version: e.streamVersion, hash: e.hash });
      hash = digestStep(hash, e);
      count++;
    }
  }
  problem ??= checkDigestsUpTo(upTo);
  return { ok: !problem, events: count, digests: digests.length, ...(problem ? { problem } : {}) };
}
