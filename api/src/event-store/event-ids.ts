import { v5 as uuidv5, v4 as uuidv4 } from 'uuid';

/** Namespace of the registry's deterministic event ids (a fixed, random UUID). */
const EVENT_ID_NAMESPACE = '6f1d7c1e-2b8e-4c55-9a4e-3f7f0d2b9a61';
/** Namespace of the stream ids that creates derive from their caller-scoped key (a fixed, random UUID). */
const STREAM_ID_NAMESPACE = 'b3f0a2d4-58c1-4e7a-9d26-0c41e7f5a893';

/** The id of the event at `index` of the command with this (caller-scoped, stream-scoped) key. */
export function eventIdFor(idempotencyKey: string, index: number): string {
  return uuidv5(`${idempotencyKey}#${index}`, EVENT_ID_NAMESPACE);
}

/**
 * Event ids of one command: UUIDv5 of the caller-scoped idempotency key and the event's index,
 * so that a retry of the same command produces the same ids and the store recognises it.
 * Without a key (system commands) the ids are random.
 */
export function eventIdsFor(idempotencyKey: string | undefined, count: number): string[] {
  return Array.from({ length: count }, (_, index) => (idempotencyKey ? eventIdFor(idempotencyKey, index) : uuidv4()));
}

/**
 * The id of the stream a create starts: UUIDv5 of its caller-scoped key, so that a retry after a
 * crash finds the stream it made instead of starting a second one. Without a key, random.
 */
export function streamIdFor(callerScopedKey: string | undefined): string {
  return callerScopedKey ? uuidv5(callerScopedKey, STREAM_ID_NAMESPACE) : uuidv4();
}
