import { v5 as uuidv5, v4 as uuidv4 } from 'uuid';

/** Namespace of the registry's deterministic event ids (a fixed, random UUID). */
const EVENT_ID_NAMESPACE = '6f1d7c1e-2b8e-4c55-9a4e-3f7f0d2b9a61';

/**
 * Event ids of one command: UUIDv5 of the caller-scoped idempotency key and the event's index,
 * so that a retry of the same command produces the same ids and the store recognises it.
 * Without a key (system commands) the ids are random.
 */
export function eventIdsFor(idempotencyKey: string | undefined, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    idempotencyKey ? uuidv5(`${idempotencyKey}#${index}`, EVENT_ID_NAMESPACE) : uuidv4(),
  );
}
