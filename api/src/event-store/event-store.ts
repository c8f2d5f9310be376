/**
 * The event-store port. Adapters: PostgreSQL (default, ./postgres) and, where reachable,
 * KurrentDB. Checkpoints are opaque strings that only the adapter that issued them reads.
 */
import type { SqlSession } from '#src/infrastructure/database/read-models/sql';

/** `0`: the stream must not exist yet; `n`: it must be at version n; `'any'`: no check. */
export type ExpectedVersion = number | 'any';

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Deterministic per command (see eventIdsFor) so that a retried command stores nothing new. */
  eventId: string;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata?: EventMetadata;
}

/** Who and why: travels with every event so that the audit can answer for it. */
export interface EventMetadata {
  actor?: { kind: string; id: string };
  causationId?: string;
  correlationId?: string;
  idempotencyKey?: string;
  [key: string]: unknown;
}

export interface StoredEvent<Type extends string = string, Data = unknown> {
  streamId: string;
  streamType: string;
  streamVersion: number;
  globalPosition: number;
  eventId: string;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
  prevHash: string | null;
  hash: string;
  /** Where a reader of the global order resumes after this event. */
  checkpoint: string;
}

/**
 * An event as readers of the global order (projections) see it: without the hash chain, which
 * only audits need, and without its metadata (who and which request), which no read model reads:
 * a catch-up parses every event, and each field left out is time saved (issue 36 §4).
 */
export type GlobalEvent<Type extends string = string, Data = unknown> = Omit<StoredEvent<Type, Data>, 'prevHash' | 'hash' | 'metadata'>;

export interface AppendResult {
  /** The stream's version after the append. */
  nextVersion: number;
  /** Global position of the last event written. */
  lastPosition: number;
  /** True when every event was stored already by an earlier try of the same command. */
  duplicate: boolean;
}

export interface ChainProblem {
  streamVersion: number;
  eventId: string | null;
  problem: 'content-altered' | 'broken-link' | 'missing-event' | 'missing-tail';
}

export interface VerifyResult {
  streamId: string;
  ok: boolean;
  problems: ChainProblem[];
}

/** A SQL session or transaction to run in: lets a caller append in its own transaction. */
export type { SqlSession };

export interface EventStore {
  append(streamId: string, streamType: string, expected: ExpectedVersion, events: NewEvent[], session?: SqlSession): Promise<AppendResult>;
  readStream(streamId: string, options?: { toVersion?: number; until?: Date }): Promise<StoredEvent[]>;
  /** Events after the checkpoint (null: from the start) in the global order, at most `limit`. */
  readAll(after: string | null, limit: number, session?: SqlSession): Promise<GlobalEvent[]>;
  /** How many committed events a reader at this checkpoint has still to read (capped). */
  countAfter(after: string | null, cap?: number): Promise<number>;
  /** How long ago the first committed event after the checkpoint was recorded, in seconds (0: none). */
  secondsBehind(after: string | null): Promise<number>;
  verifyStream(streamId: string): Promise<VerifyResult>;
  /** Where a stored event stands in the global order (null: no such event). */
  locate(eventId: string): Promise<LocatedEvent | null>;
  /** Whether a reader whose checkpoint is `reader` has read the event at `target`. */
  hasPassed(reader: string | null, target: string): boolean;
}

export interface LocatedEvent {
  streamId: string;
  streamType: string;
  /** The checkpoint a reader has once it has read this event. */
  checkpoint: string;
  metadata: Record<string, unknown>;
}

export class StreamVersionConflictError extends Error {
  readonly code = 'stream-version-conflict';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`stream ${streamId}: expected version ${expected}, actual ${actual}`);
  }
}
