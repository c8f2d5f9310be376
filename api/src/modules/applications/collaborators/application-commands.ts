import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { EVENT_STORE, PG_POOL } from '#src/tokens';
import { conflict } from '@registry/domain/shared/domain-error';
import { StreamVersionConflictError, type EventStore, type SqlSession } from '#src/event-store/event-store';
import { eventIdFor, eventIdsFor } from '#src/event-store/event-ids';
import { markReplayed } from '#src/shared/idempotency/idempotency-context';
import type { CommandActor } from '@registry/domain/applications/workflow/workflow';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** An aggregate as the command service drives it: a decider and the stream type it writes. */
export interface AggregateDefinition<State, Command, Event extends { type: string; schemaVersion: number; data: unknown }> {
  readonly streamType: string;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export interface Loaded<State> {
  state: State;
  /** The stream's version: how many events it holds (0: it does not exist). */
  version: number;
}

export interface Executed<State, Event> extends Loaded<State> {
  events: Event[];
  /** Global position of the last event written, for the read side's "has it caught up" check. */
  position: number;
  /** The last event written (none when the command changed nothing): what a process waits for. */
  lastEventId: string | null;
}

export interface ExecuteOptions<State, Event> {
  /** The version the caller saw (`?version=`); a different current version is a 409. */
  expectedVersion?: number;
  /** Caller-scoped idempotency key: a retried command writes events with the same ids. */
  idempotencyKey?: string;
  /**
   * Work that must commit with the events or not at all: claiming a trade name, queueing an
   * e-mail in the outbox, attaching uploads. Runs after decide, before the append.
   */
  alongside?: (tx: SqlSession, change: { before: State; after: State; events: Event[] }) => Promise<void>;
  /**
   * What the command takes from the database inside the append's transaction (a submission's
   * reference from its sequence): merged into the command, which is decided again with it, so
   * that what it took commits with the events or is given back with them.
   */
  completeInTransaction?: (tx: SqlSession) => Promise<Record<string, unknown>>;
}

const actorMetadata = (actor: CommandActor) =>
  actor.kind === 'applicant' ? { kind: 'applicant', id: actor.email } : { kind: 'staff', id: actor.id };

/**
 * The write side's one path: load the stream, decide, do the work that belongs with the events,
 * append with the expected version, commit. Read models follow from the projection runner; this
 * service never updates them.
 */
@Injectable()
export class ApplicationCommands {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async load<S, C, E extends { type: string; schemaVersion: number; data: unknown }>(
    aggregate: AggregateDefinition<S, C, E>,
    streamId: string,
  ): Promise<Loaded<S>> {
    const history = await this.store.readStream(streamId);
    if (history.length > 0 && history[0]!.streamType !== aggregate.streamType) return { state: aggregate.initialState(), version: 0 };
    const state = history.reduce(
      (s, e) => aggregate.evolve(s, { type: e.type, schemaVersion: e.schemaVersion, data: e.data } as E),
      aggregate.initialState(),
    );
    return { state, version: history.length };
  }

  /**
   * The result this very command gave when it committed, if it did: its first deterministic
   * event id is stored in this stream. A retry after a crash between the commit and the record
   * of its answer lands here; it gets the original answer (the stream as it was right after
   * those events) and writes nothing, instead of a stale-version 409, a duplicate event id or a
   * second claim. Flags the request as a replay for the idempotency interceptor.
   */
  async replay<S, C, E extends { type: string; schemaVersion: number; data: unknown }>(
    aggregate: AggregateDefinition<S, C, E>,
    streamId: string,
    idempotencyKey: string | undefined,
  ): Promise<Executed<S, E> | null> {
    if (!idempotencyKey) return null;
    const commandKey = `${streamId}:${idempotencyKey}`;
    const first = await this.store.locate(eventIdFor(commandKey, 0));
    if (!first || first.streamId !== streamId) return null;
    const history = await this.store.readStream(streamId);
    const start = history.findIndex((e) => e.eventId === eventIdFor(commandKey, 0));
    if (start < 0) return null;
    // One command's events are consecutive: the ones after the first with its next ids.
    let end = start + 1;
    while (end < history.length && history[end]!.eventId === eventIdFor(commandKey, end - start)) end++;
    const asEvent = (e: (typeof history)[number]) => ({ type: e.type, schemaVersion: e.schemaVersion, data: e.data }) as E;
    const state = history.slice(0, end).reduce((s, e) => aggregate.evolve(s, asEvent(e)), aggregate.initialState());
    const last = history[end - 1]!;
    markReplayed();
    return {
      state,
      version: end,
      events: history.slice(start, end).map(asEvent),
      position: last.globalPosition,
      lastEventId: last.eventId,
    };
  }

  async execute<S, C extends { actor: CommandActor }, E extends { type: string; schemaVersion: number; data: unknown }>(
    aggregate: AggregateDefinition<S, C, E>,
    streamId: string,
    /** The command, or how to make it from the stream as loaded (checking who may act on it, say). */
    commandFor: C | ((loaded: Loaded<S>) => C | Promise<C>),
    options: ExecuteOptions<S, E> = {},
  ): Promise<Executed<S, E>> {
    // Before the version check and the command's own checks: they judge the stream after it.
    const replayed = await this.replay(aggregate, streamId, options.idempotencyKey);
    if (replayed) return replayed;
    const loaded = await this.load(aggregate, streamId);
    const { state: before, version } = loaded;
    let command = typeof commandFor === 'function' ? await (commandFor as (loaded: Loaded<S>) => C | Promise<C>)(loaded) : commandFor;
    if (options.expectedVersion !== undefined && options.expectedVersion !== version)
      throw conflict('stale-version', { currentVersion: version });
    // Decided before the transaction too, so that a refused command takes no lock and no number.
    let events = aggregate.decide(command, before);
    const client = await this.pool.connect();
    try {
      await client.query(sql`BEGIN`);
      if (options.completeInTransaction) {
        command = { ...command, ...(await options.completeInTransaction(client)) };
        events = aggregate.decide(command, before);
      }
      const after = events.reduce((s, e) => aggregate.evolve(s, e), before);
      const ids = eventIdsFor(options.idempotencyKey && `${streamId}:${options.idempotencyKey}`, events.length);
      await options.alongside?.(client, { before, after, events });
      const result = await this.store.append(
        streamId,
        aggregate.streamType,
        version,
        events.map((e, i) => ({
          eventId: ids[i]!,
          type: e.type,
          schemaVersion: e.schemaVersion,
          data: e.data,
          metadata: { actor: actorMetadata(command.actor), ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) },
        })),
        client,
      );
      if (result.duplicate) {
        // A retry of this very command committed meanwhile: keep nothing of this attempt (its number, its claims) and answer as that one did.
        await client.query(sql`ROLLBACK`);
        const replayed = await this.replay(aggregate, streamId, options.idempotencyKey);
        if (replayed) return replayed;
        throw conflict('stale-version', { currentVersion: result.nextVersion });
      }
      await client.query(sql`COMMIT`);
      return {
        state: after,
        version: result.nextVersion,
        events,
        position: result.lastPosition,
        lastEventId: ids[events.length - 1] ?? null,
      };
    } catch (error) {
      await client.query(sql`ROLLBACK`).catch(() => undefined);
      // Someone else appended between our read and our write: the caller's view is stale.
      if (error instanceof StreamVersionConflictError) throw conflict('stale-version', { currentVersion: error.actual });
      throw error;
    } finally {
      client.release();
    }
  }
}
