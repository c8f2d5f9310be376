import 'reflect-metadata';
import pg from 'pg';
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { connectApp } from '../src/infrastructure/database/database.js';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store.js';
import { EventChain } from '../src/event-store/postgres/event-chain.js';
import { Projections } from '../src/event-store/projections/projections.js';
import { allProjections } from '../src/projections.js';
import { JsonLogger } from '../src/infrastructure/logging/logger.js';
import type { NewEvent } from '../src/event-store/event-store.js';
import { applicationLife } from './application-streams.js';
import { benchDatabase, cpuMeter, fmt, reportLine, runBenchmark, throughput, type CpuSeconds } from './support.js';

/**
 * npm run bench:events
 * In each of BENCH_ROUNDS rounds (3): appends/s with 1 and 16 writers (expected version, existing
 * streams), against plain INSERTs of the same rows into an unconstrained table on the same
 * database in the same round; then, over at least 200,000 events (most of them whole application
 * lives: trade names and companies from submission to grant or registration), the live runners'
 * first catch-up of every projection and the rebuild of each, against one ordered SELECT of all
 * events in the same round. The ratios of every round are printed last (issue 36 §4), with the
 * ceiling of each catch-up: the CPU it used (this process's and PostgreSQL's) spread over every
 * core of the machine, the most that ratio could be here however its work were scheduled.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 200_000);
const STREAMS_PER_WRITER = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Round {
  append1: number;
  insert1: number;
  append16: number;
  insert16: number;
  events: number;
  scanRate: number;
  catchUpRate: number;
  mailedRate: number;
  /** Seconds of the SELECT, and the CPU seconds each of the three used. */
  scanSeconds: number;
  scanCpu: CpuSeconds;
  catchUpCpu: CpuSeconds;
  mailedCpu: CpuSeconds;
  rebuilds: { name: string; rate: number }[];
}

/**
 * Vacuums and analyses the database and waits for autovacuum to finish, so that no round's
 * measurement shares the machine with a vacuum the last round's writes set off.
 */
async function settle(owner: pg.Pool): Promise<void> {
  await owner.query('VACUUM (ANALYZE)');
  for (let tries = 0; tries < 300; tries++) {
    const { rows } = await owner.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'`);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs one throughput measurement and the WAL it wrote: bytes and full-page images per operation.
 * Full-page images follow a checkpoint (the first change of each page after it), so they say
 * whether a round's writes met a checkpoint the previous work set off.
 */
async function walOf(owner: pg.Pool, measure: () => Promise<number>): Promise<{ rate: number; bytes: number; images: number }> {
  const read = async () => (await owner.query('SELECT wal_bytes::float8 AS bytes, wal_fpi::float8 AS images FROM pg_stat_wal')).rows[0];
  const before = await read();
  const rate = await measure();
  const after = await read();
  const operations = rate * (SECONDS / 2);
  return { rate, bytes: (after.bytes - before.bytes) / operations, images: (after.images - before.images) / operations };
}

const walLine = (w: { bytes: number; images: number }) => `${fmt(w.bytes)} B, ${(w.images * 100).toFixed(1)} page images per 100`;

function event(i: number): NewEvent {
  return {
    eventId: randomUUID(),
    type: 'trade-name.submitted',
    schemaVersion: 1,
    data: { name: { ckb: 'چایخانەی شار', en: 'City Tea House' }, districtId: 'erbil-center', activityIds: ['5630'], i },
    metadata: { actor: { kind: 'applicant', id: 'someone@example.org' }, idempotencyKey: randomUUID() },
  };
}

/** `CPU 1.2 s API + 3.4 s PostgreSQL`: what a measurement used (PostgreSQL's when it runs here). */
const cpuLine = (used: CpuSeconds) =>
  `CPU ${used.api.toFixed(1)} s API${used.postgres === null ? '' : ` + ${used.postgres.toFixed(1)} s PostgreSQL`}`;

async function main() {
  const bench = await benchDatabase();
  const db = await connectApp(bench.appUrl, 40);
  // A key of this run only: the benchmark's database is dropped afterwards.
  const store = new PostgresEventStore(db.pool, new EventChain(randomBytes(32).toString('base64url')));
  const owner = new pg.Pool({ connectionString: bench.url, max: 20 });
  await owner.query(`CREATE TABLE bench_plain_events (
      stream_id text, stream_type text, stream_version bigint, event_id uuid, event_type text, schema_version int,
      data jsonb, metadata jsonb, recorded_at timestamptz, prev_hash text, hash text);
    GRANT INSERT ON bench_plain_events TO registry_app`);

  // Existing streams, one set per writer so that writers never conflict with each other.
  const streams = Array.from({ length: 16 }, (_, w) => Array.from({ length: STREAMS_PER_WRITER }, (_, s) => `bench-${w}-${s}`));
  const versions = new Map<string, number>();
  for (const list of streams) {
    await Promise.all(list.map(async (id) => versions.set(id, (await store.append(id, 'bench', 0, [event(0)])).nextVersion)));
  }
  const cursor = new Array(16).fill(0);
  const appendStep = async (w: number) => {
    const id = streams[w]![cursor[w]++ % STREAMS_PER_WRITER]!;
    versions.set(id, (await store.append(id, 'bench', versions.get(id)!, [event(1)])).nextVersion);
  };
  const insertStep = async (w: number) => {
    const e = event(1);
    await db.pool.query(`INSERT INTO bench_plain_events VALUES ($1, 'bench', $2, $3, $4, $5, $6, $7, now(), $8, $9)`, [
      streams[w]![0],
      1,
      e.eventId,
      e.type,
      e.schemaVersion,
      JSON.stringify(e.data),
      JSON.stringify(e.metadata),
      'a'.repeat(64),
      'b'.repeat(64),
    ]);
  };

  // Fill the store to REBUILD_EVENTS events with whole application lives (nine events each, made
  // by the real deciders: every read model does its real work); then, each round, the appends,
  // one ordered SELECT of all events, the live runners' first catch-up and each rebuild.
  const fill = async () => {
    const { rows } = await owner.query('SELECT count(*)::int AS n FROM es_events');
    let missing = REBUILD_EVENTS - rows[0].n;
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (missing > 0) {
          const n = next++;
          const kind = n % 2 === 0 ? 'trade-name' : 'business';
          const life = applicationLife(kind, n);
          missing -= life.length;
          await store.append(`${kind}-${randomUUID()}`, kind, 0, life);
        }
      }),
    );
  };
  const projections = new Projections(db.pool, store, allProjections(), new JsonLogger('error'));
  const cores = availableParallelism();
  const cpu = await cpuMeter(owner);
  /** Runs `work` and returns the CPU seconds it used, in the API process and in PostgreSQL. */
  const cpuOf = async (work: () => Promise<unknown>): Promise<CpuSeconds> => {
    const before = cpu();
    await work();
    const after = cpu();
    return { api: after.api - before.api, postgres: after.postgres === null ? null : after.postgres - before.postgres! };
  };
  const rounds: Round[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await settle(owner);
    // The two kinds of work alternated, so that drift of the machine hits both alike.
    const insert1 = await throughput(1, SECONDS / 2, insertStep);
    const append1 = await throughput(1, SECONDS / 2, appendStep);
    const insertWal = await walOf(owner, () => throughput(16, SECONDS / 2, insertStep));
    const appendWal = await walOf(owner, () => throughput(16, SECONDS / 2, appendStep));
    const [insert16, append16] = [insertWal.rate, appendWal.rate];
    if (round === 1) await fill();
    else {
      // A first pass again: empty read models and checkpoints, and no e-mail queued before.
      for (const name of projections.names()) await projections.runner(name).reset();
      await owner.query('TRUNCATE application_status_mail_marks, notifications, mail_outbox CASCADE');
    }
    await settle(owner);
    const events = (await owner.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n;
    const scanStarted = performance.now();
    const scanCpu = await cpuOf(() => owner.query('SELECT * FROM es_events ORDER BY tx_id, global_position'));
    const scanSeconds = (performance.now() - scanStarted) / 1000;
    const scanRate = events / scanSeconds;
    // The live catch-up (a new deployment's first pass: notifications queue their e-mails here;
    // every runner side by side, as the portal's runners run), then the rebuild of each.
    const catchUpStarted = performance.now();
    const catchUpCpu = await cpuOf(() => projections.catchUp());
    const catchUpRate = events / ((performance.now() - catchUpStarted) / 1000);
    // The same catch-up with every e-mail queued already (a runner restarted over read models it
    // lost, or a deployment whose history counts as mailed): the read models' own work.
    for (const name of projections.names()) await projections.runner(name).reset();
    await settle(owner);
    const mailedStarted = performance.now();
    const mailedCpu = await cpuOf(() => projections.catchUp());
    const mailedRate = events / ((performance.now() - mailedStarted) / 1000);
    const rebuilds = [];
    for (const name of projections.names()) {
      const r = await projections.rebuild(name);
      rebuilds.push({ name, rate: r.events / r.seconds });
    }
    rounds.push({
      append1,
      insert1,
      append16,
      insert16,
      events,
      scanRate,
      catchUpRate,
      mailedRate,
      scanSeconds,
      scanCpu,
      catchUpCpu,
      mailedCpu,
      rebuilds,
    });

    console.log(`round ${round} of ${ROUNDS}: ${fmt(events)} events`);
    reportLine('  append, 1 writer (expected version)', `${fmt(append1)} appends/s`);
    reportLine('  plain INSERT, 1 writer (baseline)', `${fmt(insert1)} inserts/s`);
    reportLine('  append, 16 writers (expected version)', `${fmt(append16)} appends/s   (target >= 1,500)`);
    reportLine('  plain INSERT, 16 writers (baseline)', `${fmt(insert16)} inserts/s`);
    reportLine('  WAL per append / per INSERT, 16 writers', `${walLine(appendWal)} / ${walLine(insertWal)}`);
    reportLine('  one ordered SELECT of all events (baseline)', `${fmt(scanRate)} events/s   ${cpuLine(scanCpu)}`);
    reportLine(
      `  first catch-up of all ${rebuilds.length} projections`,
      `${fmt(catchUpRate)} events/s   ${cpuLine(catchUpCpu)}   (target >= 25,000)`,
    );
    reportLine('  the same, every e-mail already queued', `${fmt(mailedRate)} events/s   ${cpuLine(mailedCpu)}`);
    for (const r of rebuilds) reportLine(`  rebuild ${r.name}`, `${fmt(r.rate)} events/s   (target >= 50,000)`);
  }

  console.log(`bench:events on ${bench.server}, ${ROUNDS} rounds, ${SECONDS / 2} s per append measurement: ratios per round`);
  /** One ratio in every round, and whether each round meets `target` (none: no target). */
  const ratios = (label: string, target: number | null, of: (r: Round) => number) => {
    const values = rounds.map(of);
    const below = values.filter((v) => target !== null && v < target).length;
    const verdict = target === null ? '' : `   (target >= ${target} in every round: ${below ? `${below} below` : 'met'})`;
    reportLine(label, `${values.map((v) => v.toFixed(2)).join('  ')}${verdict}`);
  };
  ratios('append/INSERT, 1 writer', null, (r) => r.append1 / r.insert1);
  ratios('append/INSERT, 16 writers', 0.5, (r) => r.append16 / r.insert16);
  ratios('first catch-up/SELECT', 0.5, (r) => r.catchUpRate / r.scanRate);
  ratios('  the same, e-mails queued already', null, (r) => r.mailedRate / r.scanRate);
  // The most a catch-up's ratio could be on this machine with the CPU it used: every core busy
  // from its first event to its last (a catch-up of C CPU-seconds takes at least C / cores).
  if (rounds.every((r) => r.catchUpCpu.postgres !== null)) {
    const ceiling = (used: CpuSeconds, r: Round) => (cores * r.scanSeconds) / (used.api + used.postgres!);
    ratios(`  ceiling of the first catch-up on ${cores} cores`, null, (r) => ceiling(r.catchUpCpu, r));
    ratios('  ceiling of the same, e-mails queued already', null, (r) => ceiling(r.mailedCpu, r));
  }
  for (const name of projections.names())
    ratios(`rebuild/SELECT (${name})`, 0.5, (r) => r.rebuilds.find((b) => b.name === name)!.rate / r.scanRate);

  await owner.end();
  await db.close();
  await bench.close();
}

runBenchmark(main);
