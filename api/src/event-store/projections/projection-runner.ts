import type pg from 'pg';
import type { EventStore, GlobalEvent } from '../event-store.js';
import type { Projection } from './projection.js';
import type { LogReads } from './shared-log-reads.js';
import type { Logger } from '#src/infrastructure/logging/logger';
import { isDatabaseUnavailable, type DatabaseAvailability } from '#src/infrastructure/database/database-availability';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

export interface RunnerOptions {
  /** Events per batch while the runner follows the head of the log. */
  batchSize?: number;
  /**
   * Largest batch behind a backlog: after each full batch the next one doubles, up to this, so a
   * long catch-up commits (and takes the lock, and writes its checkpoint) once per this many
   * events; the first short batch brings it back to batchSize. Default 8 × batchSize.
   */
  maxBatchSize?: number;
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
  /** How long the oldest of them has waited, in seconds (0: none waits). */
  lagSeconds: number;
}

/** A read-model table and its temporary shadow during a rebuild; identifiers quoted. */
interface ShadowedTable {
  /** The live table, schema-qualified and quoted by PostgreSQL (format %I.%I). */
  live: Sql;
  shadow: Sql;
  /** Column names as the catalogue has them (quoted where they are written into SQL). */
  columns: string[];
  key: string[];
}

/** `a, b` or, with an alias, `x.a, x.b`: the names quoted. */
function columnList(names: readonly string[], alias?: 'l' | 's' | 'excluded'): Sql {
  return Sql.join(
    names.map((n) => (alias ? sql`${Sql.raw(alias)}.${Sql.identifier(n)}` : Sql.identifier(n))),
    ', ',
  );
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
  private readonly maxBatchSize: number;
  /** The size of the next batch: batchSize at the head of the log, growing behind a backlog. */
  private limit: number;
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
    /** Where the live batches read the log: the store, or reads shared with the process's other runners. */
    private readonly reads: LogReads = store,
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.maxBatchSize = Math.max(this.batchSize, options.maxBatchSize ?? 8 * this.batchSize);
    this.limit = this.batchSize;
    this.idleMs = options.idleMs ?? 200;
    // Short enough that a runner resumes within about a second of the database's return.
    this.maxBackoffMs = options.maxBackoffMs ?? 1000;
    this.availability = options.availability;
    this.lockKey = `projection:${projection.name}`;
  }

  get name(): string {
    return this.projection.name;
  }

  /**
   * Applies the next batch; the number of events read, or -1 when another process holds the lock.
   * `full`: the batch was as large as asked, so more events are probably waiting.
   */
  async processBatch(): Promise<number> {
    return (await this.nextBatch()).count;
  }

  private async nextBatch(): Promise<{ count: number; full: boolean }> {
    const limit = this.limit;
    let read: number;
    try {
      read = await this.applyBatch(limit);
    } catch (error) {
      this.limit = this.batchSize;
      throw error;
    }
    if (read === NOT_LEADER) return { count: NOT_LEADER, full: false };
    const full = read === limit;
    this.limit = full ? Math.min(this.maxBatchSize, limit * 2) : this.batchSize;
    return { count: read, full };
  }

  private async applyBatch(limit: number): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query(sql`BEGIN`);
      const { rows: lock } = await client.query(sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${this.lockKey}, 0)) AS ok`);
      if (!lock[0].ok) {
        await client.query(sql`ROLLBACK`);
        return NOT_LEADER;
      }
      // Read after the lock (a statement of its own: its snapshot must see the last holder's commit).
      let { rows } = await client.query(sql`SELECT checkpoint FROM es_checkpoints WHERE projection = ${this.name}`);
      if (!rows.length) {
        await client.query(sql`INSERT INTO es_checkpoints (projection) VALUES (${this.name}) ON CONFLICT DO NOTHING`);
        ({ rows } = await client.query(sql`SELECT checkpoint FROM es_checkpoints WHERE projection = ${this.name}`));
      }
      const events = await this.reads.readAll(rows[0].checkpoint, limit, client);
      if (events.length === 0) {
        await client.query(sql`ROLLBACK`);
        return 0;
      }
      const relevant = this.relevant(events);
      if (relevant.length > 0) await this.projection.apply(relevant, client);
      await client.query(
        sql`UPDATE es_checkpoints SET checkpoint = ${events[events.length - 1]!.checkpoint}, updated_at = now() WHERE projection = ${this.name}`,
      );
      await client.query(sql`COMMIT`);
      return events.length;
    } catch (error) {
      await client.query(sql`ROLLBACK`).catch(() => undefined);
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
      const { count, full } = await this.nextBatch();
      if (count === NOT_LEADER) {
        await sleep(20);
        continue;
      }
      total += count;
      if (!full) return total;
    }
  }

  /** Empties the read model and the checkpoint in one transaction, waiting for the lock (tests start from zero with it). */
  async reset(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query(sql`BEGIN`);
      await client.query(sql`SELECT pg_advisory_xact_lock(hashtextextended(${this.lockKey}, 0))`);
      for (const table of this.projection.tables) await client.query(sql`TRUNCATE ${Sql.identifier(table)}`);
      await client.query(
        sql`INSERT INTO es_checkpoints (projection, checkpoint) VALUES (${this.name}, NULL)
         ON CONFLICT (projection) DO UPDATE SET checkpoint = NULL, updated_at = now()`,
      );
      await client.query(sql`COMMIT`);
    } catch (error) {
      await client.query(sql`ROLLBACK`).catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Rebuilds the read model from the first event without readers ever seeing it partial
   * (docs/architecture.md, "Rebuilding a read model"). On one session of its own, each of the
   * projection's tables gets a temporary shadow of the same definition; a temporary table comes
   * first in the search path, so the projection's unqualified writes land in the shadows while
   * the live tables keep serving and the live runner keeps following. Once the shadows have
   * reached the head of the log, one transaction takes the projection's lock (the live runner
   * pauses), applies the last events, brings each live table to its shadow's rows (only the rows
   * that differ are written, so readers see one commit) and moves the checkpoint. Tables the
   * projection does not declare (ledgers of side effects such as application_status_mail_marks) are
   * written live as in any batch, which is what keeps a rebuild from sending an e-mail twice.
   * Returns how many events it read.
   */
  async rebuild(): Promise<number> {
    const client = await this.pool.connect();
    try {
      const tables = await this.createShadows(client);
      let checkpoint: string | null = null;
      let events = 0;
      // Filling: outside the lock, batch by batch (the largest batches: the whole log is behind),
      // beside the live runner. Each batch is read on another connection while the one before
      // it is applied, so the database reads the log as this process folds it; a full batch
      // is a prefix of the log no later commit changes, whenever it is read (readAll).
      const readAhead = (after: string | null) => {
        const read = this.store.readAll(after, this.maxBatchSize);
        // Awaited below; a failure while the batch before it fails is not left unhandled.
        read.catch(() => undefined);
        return read;
      };
      let reading = readAhead(checkpoint);
      for (;;) {
        const batch = await reading;
        const last = batch[batch.length - 1];
        if (batch.length === this.maxBatchSize) reading = readAhead(last!.checkpoint);
        if (last) {
          await client.query(sql`BEGIN`);
          await this.applyEvents(client, batch);
          await client.query(sql`COMMIT`);
          checkpoint = last.checkpoint;
        }
        events += batch.length;
        if (batch.length < this.maxBatchSize) break;
      }
      // The swap: the last events and the new rows in one transaction, under the projection's lock.
      await client.query(sql`BEGIN`);
      // The copy of a large read model may outlast the pool's per-statement limit.
      await client.query(sql`SET LOCAL statement_timeout = 0`);
      await client.query(sql`SELECT pg_advisory_xact_lock(hashtextextended(${this.lockKey}, 0))`);
      for (;;) {
        const read = await this.applyNext(client, checkpoint, this.maxBatchSize);
        events += read.count;
        checkpoint = read.checkpoint;
        if (read.count < this.maxBatchSize) break;
      }
      for (const table of tables) await this.copyShadow(client, table);
      await client.query(
        sql`INSERT INTO es_checkpoints (projection, checkpoint) VALUES (${this.name}, ${checkpoint})
         ON CONFLICT (projection) DO UPDATE SET checkpoint = excluded.checkpoint, updated_at = now()`,
      );
      await client.query(sql`COMMIT`);
      return events;
    } catch (error) {
      await client.query(sql`ROLLBACK`).catch(() => undefined);
      throw error;
    } finally {
      // Never back to the pool: the session's shadows would hide the live tables from its next user.
      client.release(true);
    }
  }

  /** Reads and applies the batch after `checkpoint` in the caller's transaction. */
  private async applyNext(
    client: pg.PoolClient,
    checkpoint: string | null,
    limit: number,
  ): Promise<{ count: number; checkpoint: string | null }> {
    const events = await this.store.readAll(checkpoint, limit, client);
    if (events.length === 0) return { count: 0, checkpoint };
    await this.applyEvents(client, events);
    return { count: events.length, checkpoint: events[events.length - 1]!.checkpoint };
  }

  /** Applies the projection's events of a batch in the caller's transaction. */
  private async applyEvents(client: pg.PoolClient, events: GlobalEvent[]): Promise<void> {
    const relevant = this.relevant(events);
    if (relevant.length > 0) await this.projection.apply(relevant, client);
  }

  /** An empty temporary twin of each table (columns, defaults, constraints, unique indexes), shadowing it in this session. */
  private async createShadows(client: pg.PoolClient): Promise<ShadowedTable[]> {
    const tables: ShadowedTable[] = [];
    for (const name of this.projection.tables) {
      // Schema-qualified: once the shadow exists, the bare name means the shadow in this session.
      const { rows } = await client.query<{ live: string }>(
        sql`SELECT format('%I.%I', n.nspname, c.relname) AS live FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = to_regclass(${Sql.identifier(name).text})`,
      );
      const live = rows[0]?.live;
      if (!live) throw new Error(`projection ${this.name}: no table ${name}`);
      const { rows: columns } = await client.query<{ name: string; key: boolean }>(
        sql`SELECT a.attname AS name, coalesce(a.attnum = ANY (i.indkey), false) AS key
           FROM pg_attribute a LEFT JOIN pg_index i ON i.indrelid = a.attrelid AND i.indisprimary
          WHERE a.attrelid = ${live}::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
          ORDER BY a.attnum`,
      );
      // The catalogue's own quoting of the live table's name, as text the code does not build from input.
      const liveTable = Sql.raw(live);
      await client.query(sql`CREATE TEMPORARY TABLE ${Sql.identifier(name)} (LIKE ${liveTable} INCLUDING ALL)`);
      // The shadow keeps its unique indexes (what the projection's ON CONFLICT and the copy find
      // rows by) and drops the others: the lists' indexes (trigram, arrays, sort orders) would be
      // written for every row of every batch and never read; the live table keeps its own.
      const { rows: listIndexes } = await client.query<{ name: string }>(
        sql`SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
             WHERE i.indrelid = ${`pg_temp.${Sql.identifier(name).text}`}::regclass AND NOT i.indisunique`,
      );
      for (const index of listIndexes) await client.query(sql`DROP INDEX pg_temp.${Sql.identifier(index.name)}`);
      tables.push({
        live: liveTable,
        shadow: sql`pg_temp.${Sql.identifier(name)}`,
        columns: columns.map((c) => c.name),
        key: columns.filter((c) => c.key).map((c) => c.name),
      });
    }
    return tables;
  }

  /** Makes the live table hold exactly the shadow's rows, writing only the rows that differ. */
  private async copyShadow(client: pg.PoolClient, table: ShadowedTable): Promise<void> {
    const { live, shadow, columns, key } = table;
    if (!key.length) {
      await client.query(sql`DELETE FROM ${live}`);
      await client.query(sql`INSERT INTO ${live} (${columnList(columns)}) SELECT ${columnList(columns)} FROM ${shadow}`);
      return;
    }
    const sameKey = Sql.join(
      key.map((k) => sql`s.${Sql.identifier(k)} = l.${Sql.identifier(k)}`),
      ' AND ',
    );
    await client.query(sql`DELETE FROM ${live} AS l WHERE NOT EXISTS (SELECT 1 FROM ${shadow} AS s WHERE ${sameKey})`);
    const others = columns.filter((c) => !key.includes(c));
    const action = others.length
      ? sql`DO UPDATE SET ${Sql.join(
          others.map((c) => sql`${Sql.identifier(c)} = excluded.${Sql.identifier(c)}`),
          ', ',
        )}
         WHERE ROW(${columnList(others, 'l')}) IS DISTINCT FROM ROW(${columnList(others, 'excluded')})`
      : sql`DO NOTHING`;
    await client.query(
      sql`INSERT INTO ${live} AS l (${columnList(columns)}) SELECT ${columnList(columns)} FROM ${shadow} ON CONFLICT (${columnList(key)}) ${action}`,
    );
  }

  async status(): Promise<ProjectionStatus> {
    const { rows } = await this.pool.query(sql`SELECT checkpoint, updated_at FROM es_checkpoints WHERE projection = ${this.name}`);
    const checkpoint: string | null = rows[0]?.checkpoint ?? null;
    return {
      name: this.name,
      checkpoint,
      updatedAt: rows[0]?.updated_at?.toISOString() ?? null,
      lag: await this.store.countAfter(checkpoint),
      lagSeconds: await this.store.secondsBehind(checkpoint),
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
        const { full } = await this.nextBatch();
        failures = 0;
        if (full) continue;
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
