import type pg from 'pg';
import type { EventStore } from '../event-store.js';
import type { Projection } from './projection.js';
import { ProjectionRunner, type ProjectionStatus, type RunnerOptions } from './projection-runner.js';
import { SharedLogReads } from './shared-log-reads.js';
import type { Logger } from '#src/infrastructure/logging/logger';
import { sql } from '#src/infrastructure/database/read-models/sql';

/** All projections of the process: started together, reported by /api/health, rebuilt by name. */
export class Projections {
  private readonly runners: Map<string, ProjectionRunner>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: EventStore,
    projections: readonly Projection[],
    log: Logger,
    options?: RunnerOptions,
  ) {
    // The runners' batches read the log once for all of them (a catch-up reads each event once, not once per projection).
    const reads = new SharedLogReads(store);
    this.runners = new Map(projections.map((p) => [p.name, new ProjectionRunner(pool, store, p, log, options, reads.reader(p.name))]));
  }

  names(): string[] {
    return [...this.runners.keys()];
  }

  runner(name: string): ProjectionRunner {
    const runner = this.runners.get(name);
    if (!runner) throw new Error(`unknown projection "${name}"; known: ${this.names().join(', ')}`);
    return runner;
  }

  start(): void {
    for (const r of this.runners.values()) r.start();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.runners.values()].map((r) => r.stop()));
  }

  nudge(): void {
    for (const r of this.runners.values()) r.nudge();
  }

  /** Every projection to the head of the log, side by side: each has its own lock, checkpoint and connection. */
  async catchUp(): Promise<void> {
    await Promise.all([...this.runners.values()].map((r) => r.catchUp()));
  }

  /**
   * Whether every projection that reads `streamType` has read past `checkpoint` (an event's
   * position): then the read models show that event's write.
   */
  async haveReached(streamType: string, checkpoint: string): Promise<boolean> {
    const readers = [...this.runners.values()].filter((r) => !r.projection.streamTypes || r.projection.streamTypes.includes(streamType));
    const { rows } = await this.pool.query(
      sql`SELECT projection, checkpoint FROM es_checkpoints WHERE projection = ANY(${readers.map((r) => r.name)})`,
    );
    const at = new Map<string, string | null>(
      rows.map((r: { projection: string; checkpoint: string | null }) => [r.projection, r.checkpoint]),
    );
    return readers.every((r) => this.store.hasPassed(at.get(r.name) ?? null, checkpoint));
  }

  status(): Promise<ProjectionStatus[]> {
    return Promise.all([...this.runners.values()].map((r) => r.status()));
  }

  /**
   * Rebuilds from zero: every committed event replayed into shadow tables, swapped in with the
   * checkpoint in one transaction (ProjectionRunner.rebuild), so readers never see a partial model.
   */
  async rebuild(name: string): Promise<{ name: string; events: number; seconds: number }> {
    const runner = this.runner(name);
    const started = process.hrtime.bigint();
    const events = await runner.rebuild();
    return { name, events, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  }
}
