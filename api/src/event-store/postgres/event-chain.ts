import { createHmac, timingSafeEqual } from 'node:crypto';
import canonicalize from 'canonicalize';

/** The fields of one event that its chain hash covers, as stored. */
export interface ChainedEvent {
  prevHash: string | null;
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
  /** `recorded_at` in UTC to the microsecond, as PostgreSQL stores it: `2026-11-26T10:00:00.123456Z`. */
  recordedAt: string;
}

/** PostgreSQL's text of `recorded_at` that the chain covers (to_char format). */
export const RECORDED_AT_TEXT = `to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Shortest key accepted (characters of EVENT_CHAIN_KEY): 32 random base64 characters carry 192 bits. */
export const MIN_CHAIN_KEY_LENGTH = 32;

/**
 * The hash chain of each stream, keyed (docs/security.md "Event chain"): every event's hash is
 * HMAC-SHA-256, under a key held outside the database (EVENT_CHAIN_KEY), of its fields and its
 * predecessor's hash, computed here in the application on append and on verification. Whoever
 * can write the database but lacks the key cannot forge a hash that verifies, so a rewritten
 * event cannot be hidden by re-hashing the chain with the public function.
 *
 * The fields are length-prefixed as the unkeyed SQL function `es_event_hash` did, with data and
 * metadata in the JSON canonical form of RFC 8785 (sorted keys, shortest numbers), which is the
 * same whether computed from the values appended or from the jsonb read back.
 */
export class EventChain {
  private readonly key: Buffer;
  /** Names the key without revealing it: stored in es_chain_key so that a start with another key is refused. */
  readonly keyId: string;

  constructor(key: string) {
    if (key.length < MIN_CHAIN_KEY_LENGTH) throw new Error(`the event chain key must be at least ${MIN_CHAIN_KEY_LENGTH} characters`);
    this.key = Buffer.from(key, 'utf8');
    this.keyId = createHmac('sha256', this.key).update('registry event chain key id').digest('hex').slice(0, 32);
  }

  hash(event: ChainedEvent): string {
    return this.hashCanonical({ ...event, data: canonicalJson(event.data ?? null), metadata: canonicalJson(event.metadata ?? {}) });
  }

  /** The same, its data and metadata given as their canonical texts (computed once per event on append). */
  hashCanonical(event: CanonicalChainedEvent): string {
    return createHmac('sha256', this.key).update(chainMessage(event), 'utf8').digest('hex');
  }

  /** Whether `hash` is this event's keyed hash (compared in constant time). */
  verifies(event: ChainedEvent, hash: string): boolean {
    const expected = Buffer.from(this.hash(event), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(hash) ? hash : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

const field = (text: string) => `${text.length}:${text}`;

/**
 * A value in the canonical form of RFC 8785, following JSON.stringify's rules (undefined left
 * out, dates as text), as jsonb will hold it. A value the canonical form refuses but
 * JSON.stringify writes (NaN and Infinity, as null) is taken as JSON.stringify writes it.
 */
export function canonicalJson(value: unknown): string {
  try {
    return canonicalize(value) ?? 'null';
  } catch {
    return canonicalize(JSON.parse(JSON.stringify(value) ?? 'null')) ?? 'null';
  }
}

/** An event as its hash covers it, data and metadata as their canonical texts (canonicalJson). */
export type CanonicalChainedEvent = Omit<ChainedEvent, 'data' | 'metadata'> & { data: string; metadata: string };

/** The message one event's hash is computed over; no two different events give the same one. */
export function chainMessage(e: CanonicalChainedEvent): string {
  return [
    field(e.prevHash ?? ''),
    field(e.streamId),
    String(e.streamVersion),
    e.eventId.toLowerCase(),
    field(e.type),
    String(e.schemaVersion),
    field(e.data),
    field(e.metadata),
    e.recordedAt,
  ].join('|');
}
