import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { isDatabaseUnavailable } from './database-availability.js';
import { APP_ROLE, loginProblems } from './app-role.js';
import { sql } from '#src/infrastructure/database/read-models/sql';

/**
 * A PostgreSQL WAL position (`16/B374D848`) as a number, so that positions compare. Undefined for
 * anything else (a cookie a client made up).
 */
export function parseLsn(text: string | null | undefined): bigint | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text ?? '');
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** A position of the primary's WAL and when it was read there. */
export interface WalSample {
  at: number;
  lsn: bigint;
}

/**
 * How far a replica that has replayed up to `replayed` is behind, in milliseconds: the age of the
 * oldest sample of the primary's position that it has not reached (0: it has every sample). A
 * primary with nothing to write keeps its position, so an idle pair reads 0, and a replica cut off
 * from its primary, or paused, ages as soon as the primary writes.
 */
export function replayLagMs(samples: readonly WalSample[], replayed: bigint, now: number): number {
  const first = samples.find((s) => s.lsn > replayed);
  return first ? Math.max(0, now - first.at) : 0;
}

export type ReplicaState = 'up' | 'lagging' | 'down' | 'not-a-standby' | 'refused-login';

/** What health says of one replica. */
export interface ReplicaStatus {
  /** Host, port and database: never the credentials. */
  name: string;
  state: ReplicaState;
  /** Whether public reads go to it now. */
  serving: boolean;
  /** Its replay lag at the last probe, in seconds (null: never reached). */
  lagSeconds: number | null;
  /** The WAL position it had replayed at the last probe. */
  replayedLsn: string | null;
  /** Why it is left out (down, not a standby, a login with rights it must not have). */
  reason?: string;
}

export interface ReadReplicaOptions {
  /** Each replica's URL; one without a user logs in as the primary's application login. */
  urls: readonly string[];
  /** A replica further behind than this is left out. */
  maxLagMs: number;
  /** How often the primary's position and each replica's are read. */
  probeIntervalMs: number;
  poolSize: number;
}

interface Replica {
  name: string;
  pool: pg.Pool;
  /** The probe's own connection, so that the watch never waits behind (or among) the reads. */
  probe: pg.Pool;
  state: ReplicaState;
  lagMs: number | null;
  replayed?: bigint;
  replayedText: string | null;
  reason?: string;
  /** Login rights checked on the connection that first reached it (and again after each outage). */
  loginChecked: boolean;
}

/** Errors after which a read is asked of the primary instead, and the replica left out until a probe finds it well. */
function replicaFailed(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const code = (error as { code?: unknown })?.code;
  // 40001: a hot standby cancels a read that conflicts with the WAL it replays; 25006: a write in a
  // public read (a bug, told in the log), which a standby refuses and the primary takes.
  return code === '40001' || code === '25006';
}

/**
 * The streaming replicas public reads may go to (DATABASE_READ_URLS), watched by a probe: each
 * interval the primary's WAL position is sampled, each replica's replayed position read, and a
 * replica serves while it is reachable, a standby, and no further behind than the bound. One that
 * fails a read is left out at once and serves again when a probe finds it well. Nothing here
 * decides which request may read a replica: read-routing.ts does.
 */
export class ReadReplicas {
  private readonly replicas: Replica[];
  private samples: WalSample[] = [];
  private timer?: NodeJS.Timeout;
  private probing?: Promise<void>;
  private next = 0;

  constructor(
    private readonly primary: pg.Pool,
    appUrl: string,
    private readonly options: ReadReplicaOptions,
    private readonly log?: Logger,
  ) {
    this.replicas = options.urls.map((url) => this.replica(withLogin(url, appUrl)));
  }

  get configured(): boolean {
    return this.replicas.length > 0;
  }

  get maxLagMs(): number {
    return this.options.maxLagMs;
  }

  /** Probes once (so that the first request finds the replicas known) and then every interval. */
  async start(): Promise<void> {
    if (!this.configured) return;
    await this.probe();
    this.timer = setInterval(() => void this.probe(), this.options.probeIntervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.probing;
    await Promise.all(this.replicas.flatMap((r) => [r.pool, r.probe]).map((pool) => pool.end().catch(() => undefined)));
  }

  /**
   * A replica serving now that has replayed at least `after` (a client's own last write), taken in
   * turn; none: the primary reads.
   */
  pick(after?: bigint): { pool: pg.Pool; name: string } | undefined {
    const serving = this.replicas.filter((r) => r.state === 'up' && (after === undefined || (r.replayed ?? -1n) >= after));
    if (!serving.length) return undefined;
    const replica = serving[this.next++ % serving.length]!;
    return replica;
  }

  /** A read failed on `replica`: true when the primary should take it (the replica is left out until a probe finds it well). */
  failed(replica: { name: string }, error: unknown): boolean {
    if (!replicaFailed(error)) return false;
    const r = this.replicas.find((x) => x.name === replica.name);
    if (r) {
      if ((error as { code?: unknown }).code === '25006') {
        this.log?.error('a write reached a read replica: the route is marked a public read but writes', { replica: r.name });
      } else this.leaveOut(r, 'down', (error as Error).message);
    }
    return true;
  }

  /** The primary's WAL position now: what a replica must have replayed to show this client's writes. */
  async primaryPosition(): Promise<string> {
    const { rows } = await this.primary.query<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`);
    return rows[0]!.lsn;
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((r) => ({
      name: r.name,
      state: r.state,
      serving: r.state === 'up',
      // Rounded up: a replica left out for lagging past the bound never reports a lag equal to it.
      lagSeconds: r.lagMs === null ? null : Math.ceil(r.lagMs / 100) / 10,
      replayedLsn: r.replayedText,
      ...(r.reason ? { reason: r.reason } : {}),
    }));
  }

  /** One round of the watch; a round still running when the next is due is not doubled. */
  probe(): Promise<void> {
    this.probing ??= this.probeOnce().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  private async probeOnce(): Promise<void> {
    // The primary first: a replica read after it has usually reached it, so an idle pair reads 0.
    // Unreachable, the last samples stand (replicas keep serving what they have).
    try {
      const now = Date.now();
      const lsn = parseLsn(await this.primaryPosition());
      if (lsn !== undefined && lsn !== this.samples.at(-1)?.lsn) this.samples.push({ at: now, lsn });
    } catch {
      // the primary's own availability is logged by its pool
    }
    const keepFrom = Date.now() - 2 * this.options.maxLagMs - 10 * this.options.probeIntervalMs;
    // The newest sample older than the window stays: a replica behind it is behind by at least the window.
    while (this.samples.length > 1 && this.samples[1]!.at < keepFrom) this.samples.shift();
    await Promise.all(this.replicas.map((r) => this.probeReplica(r)));
  }

  private async probeReplica(r: Replica): Promise<void> {
    try {
      if (!r.loginChecked) {
        const problems = await loginProblems(r.probe);
        if (problems.length) return this.leaveOut(r, 'refused-login', problems.join('; '));
        r.loginChecked = true;
      }
      const { rows } = await r.probe.query<{ standby: boolean; replayed: string | null }>(
        sql`SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed`,
      );
      const row = rows[0]!;
      // A promoted server has a history of its own from then on: its reads may miss the primary's writes.
      if (!row.standby) return this.leaveOut(r, 'not-a-standby', 'not in recovery (promoted, or not a replica)');
      const replayed = parseLsn(row.replayed);
      if (replayed === undefined) return this.leaveOut(r, 'down', 'has replayed nothing yet');
      r.replayed = replayed;
      r.replayedText = row.replayed;
      r.lagMs = replayLagMs(this.samples, replayed, Date.now());
      if (r.lagMs > this.options.maxLagMs) return this.leaveOut(r, 'lagging', `replay lag ${r.lagMs} ms`);
      if (r.state !== 'up') {
        this.log?.log('read replica serving public reads', { replica: r.name, lagMs: r.lagMs, was: r.state });
        r.state = 'up';
        r.reason = undefined;
      }
    } catch (error) {
      r.loginChecked = false;
      this.leaveOut(r, 'down', (error as Error).message);
    }
  }

  /** Out of the rotation; logged once per change of state, not at every probe. */
  private leaveOut(r: Replica, state: Exclude<ReplicaState, 'up'>, reason: string): void {
    if (r.state !== state) {
      this.log?.warn('read replica left out; public reads go elsewhere', { replica: r.name, state, reason, was: r.state });
    }
    r.state = state;
    r.reason = reason;
  }

  private replica(url: string): Replica {
    const parsed = new URL(url);
    const name = `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
    const connect = (max: number, applicationName: string) =>
      new pg.Pool({
        connectionString: url,
        max,
        // A replica that does not answer is left out quickly rather than holding a public read.
        connectionTimeoutMillis: 2_000,
        options: `-c role=${APP_ROLE} -c statement_timeout=60000`,
        application_name: applicationName,
      });
    const pool = connect(this.options.poolSize, 'registry-api-read');
    const probe = connect(1, 'registry-api-read-probe');
    const replica: Replica = {
      name,
      pool,
      probe,
      state: 'down',
      lagMs: null,
      replayedText: null,
      reason: 'not probed yet',
      loginChecked: false,
    };
    // An idle connection the replica ends (it stopped, restarted) is an 'error' event that,
    // unheard, would stop the process: it leaves the replica out until a probe finds it again.
    const lost = (error: Error) => {
      replica.loginChecked = false;
      this.leaveOut(replica, 'down', error.message);
    };
    for (const p of [pool, probe]) {
      p.on('error', lost);
      const heard = new WeakSet<pg.PoolClient>();
      p.on('acquire', (client) => {
        if (heard.has(client)) return;
        heard.add(client);
        client.on('error', lost);
      });
    }
    return replica;
  }
}

/** A replica URL without a user takes the application login's user and password (the roles replicate). */
function withLogin(url: string, appUrl: string): string {
  const parsed = new URL(url);
  if (parsed.username) return url;
  const app = new URL(appUrl);
  parsed.username = app.username;
  parsed.password = app.password;
  return parsed.toString();
}
