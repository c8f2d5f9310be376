import type pg from 'pg';
import type { EventStore, GlobalEvent } from '../event-store.js';
import type { Projection } from './projection.js';
import type { Logger } from '../../infrastructure/logging/logger.js';
import { isDatabaseUnavailable, type DatabaseAvailability } from '../../infrastructure/database/database-availability.js';

export interface RunnerOptions {
  batchSize?: number;
  /** How long an idle runner waits before looking again (a local nudge wakes it sooner). */
  idleMs?: number;
  /** Longest wait between retries after failed batches (the back-off doubles up to it). */
  maxBackoffMs?: number;
  /** Where an unreachable database is reported (once per outage) instead of a stack per batch. */
  availability?: DatabaseAvailability;
}

export interface ProjectionStatus {
  name: string;
  checkpoint: string | null;
  updatedAt: string | null;
  /** Committed events not yet applied (capped at 100,000). */
  lag: number;
}

/** Not the leader for this batch: another process holds the projection's lock. */
const NOT_LEADER = -1;

/**
 * Follows the global order for one projection. Each batch is one transaction holding the
 * projection's advisory lock (so at most one process applies a batch at a time, whichever
 * instance gets it: leadership per batch), the read-model writes and the new checkpoint.
 */
export class ProjectionRunner {
  private stopping = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private unsubscribeRecovery?: () => void;
  private readonly batchSize: number;
  private readonly idleMs: number;
  private readonly maxBackoffMs: number;
  private readonly availability?: DatabaseAvailability;
  private readonly lockKey: string;

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    readonly projection: Projection,
    private readonly log: Logger,
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.idleMs = options.idleMs ?? 200;
    // Short enough that a runner resumes within about a second of the database's return.
    this.maxBackoffMs = options.maxBackoffMs ?? 1000;
    this.availability = options.availability;
    this.lockKey = `projection:${projection.name}`;
  }

  get name(): string {
    return this.projection.name;
  }

  /** Applies the next batch; the number of events read, or -1 when another process holds the lock. */
  async processBatch(): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows: lock } = await client.query('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS ok', [this.lockKey]);
      if (!lock[0].ok) {
        await client.query('ROLLBACK');
        return NOT_LEADER;
      }
      await client.query('INSERT INTO es_checkpoints (projection) VALUES ($1) ON CONFLICT DO NOTHING', [this.name]);
      const { rows } = await client.query('SELECT checkpoint FROM es_checkpoints WHERE projection = $1', [this.name]);
      const events = await this.store.readAll(rows[0].checkpoint, this.batchSize, client);
      if (events.length === 0) {
        await client.query('ROLLBACK');
        return 0;
      }
      const relevant = this.relevant(events);
      if (relevant.length > 0) await this.projection.apply(relevant, client);
      await client.query('UPDATE es_checkpoints SET checkpoint = $2, updated_at = now() WHERE projection = $1', [
        this.name,
        events[events.length - 1]!.checkpoint,
      ]);
      await client.query('COMMIT');
      return events.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private relevant(events: GlobalEvent[]): GlobalEvent[] {
    const types = this.projection.streamTypes;
    return types ? events.filter((e) => types.includes(e.streamType)) : events;
  }

  /** Applies batches until nothing committed is left to read; returns how many events it read. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.processBatch();
      if (n === NOT_LEADER) {
        await sleep(20);
        continue;
      }
      total += n;
      if (n < this.batchSize) return total;
    }
  }

  /** Empties the read model and the checkpoint in one transaction, waiting for the lock. */
  async reset(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [this.lockKey]);
      for (const table of this.projection.tables) await client.query(`TRUNCATE ${client.escapeIdentifier(table)}`);
      await client.query(
        `INSERT INTO es_checkpoints (projection, checkpoint) VALUES ($1, NULL)
         ON CONFLICT (projection) DO UPDATE SET checkpoint = NULL, updated_at = now()`,
        [this.name],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async status(): Promise<ProjectionStatus> {
    const { rows } = await this.pool.query('SELECT checkpoint, updated_at FROM es_checkpoints WHERE projection = $1', [this.name]);
    const checkpoint: string | null = rows[0]?.checkpoint ?? null;
    return {
      name: this.name,
      checkpoint,
      updatedAt: rows[0]?.updated_at?.toISOString() ?? null,
      lag: await this.store.countAfter(checkpoint),
    };
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    // The first connection anyone makes after an outage (a request, another runner) ends this
    // runner's back-off too: it follows the database's return at once rather than at its next retry.
    this.unsubscribeRecovery = this.availability?.onRecovered(() => this.nudge());
    this.loop = this.run();
  }

  /** Wakes an idle runner now (after a local append), rather than at its next poll. */
  nudge(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unsubscribeRecovery?.();
    this.unsubscribeRecovery = undefined;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** 400 ms, 800 ms, then the cap (1 s by default): a database that returns is followed within a second. */
  backoff(failures: number): number {
    return Math.min(this.maxBackoffMs, this.idleMs * 2 ** Math.min(failures, 20));
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        const n = await this.processBatch();
        failures = 0;
        if (n === this.batchSize) continue;
      } catch (error) {
        if (this.stopping) break;
        failures += 1;
        if (this.availability && isDatabaseUnavailable(error)) this.availability.noteFailure(error, `projection ${this.name}`);
        else this.log.error('projection batch failed', { projection: this.name, error, failures });
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, failures ? this.backoff(failures) : this.idleMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
      this.wake = undefined;
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
