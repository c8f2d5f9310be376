import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { connectApp } from '../src/infrastructure/database/database.js';
import { PostgresEventStore } from '../src/event-store/postgres/postgres-event-store.js';
import { EventChain } from '../src/event-store/postgres/event-chain.js';
import { Projections } from '../src/event-store/projections/projections.js';
import { allProjections } from '../src/projections.js';
import { JsonLogger } from '../src/infrastructure/logging/logger.js';
import type { NewEvent } from '../src/event-store/event-store.js';
import { applicationLife } from './application-streams.js';
import { benchDatabase, fmt, reportLine, runBenchmark, throughput } from './support.js';

/**
 * npm run bench:events
 * Appends/s with 1 and 16 writers (expected version, existing streams), against plain INSERTs of
 * the same rows into an unconstrained table on the same database in the same run; then the
 * rebuild speed of every registered projection over at least 200,000 events, most of them whole
 * application lives (trade names and companies from submission to grant or registration).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 200_000);
const STREAMS_PER_WRITER = 50;

function event(i: number): NewEvent {
  return {
    eventId: randomUUID(),
    type: 'trade-name.submitted',
    schemaVersion: 1,
    data: { name: { ckb: 'چایخانەی شار', en: 'City Tea House' }, districtId: 'erbil-center', activityIds: ['5630'], i },
    metadata: { actor: { kind: 'applicant', id: 'someone@example.org' }, idempotencyKey: randomUUID() },
  };
}

async function main() {
  const bench = await benchDatabase();
  const db = await connectApp(bench.appUrl, 40);
  // A key of this run only: the benchmark's database is dropped afterwards.
  const store = new PostgresEventStore(db.pool, new EventChain(randomBytes(32).toString('base64url')));
  const owner = await import('pg').then(({ default: pg }) => new pg.Pool({ connectionString: bench.url, max: 20 }));
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

  // Alternate the two kinds of work so that drift of the machine hits both alike.
  const runs = { append1: [] as number[], insert1: [] as number[], append16: [] as number[], insert16: [] as number[] };
  for (let round = 0; round < 2; round++) {
    runs.insert1.push(await throughput(1, SECONDS / 2, insertStep));
    runs.append1.push(await throughput(1, SECONDS / 2, appendStep));
    runs.insert16.push(await throughput(16, SECONDS / 2, insertStep));
    runs.append16.push(await throughput(16, SECONDS / 2, appendStep));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const append1 = mean(runs.append1);
  const insert1 = mean(runs.insert1);
  const append16 = mean(runs.append16);
  const insert16 = mean(runs.insert16);

  // Fill the store to REBUILD_EVENTS events with whole application lives (nine events each, made
  // by the real deciders: every read model does its real work), then rebuild every projection.
  const { rows } = await owner.query('SELECT count(*)::int AS n FROM es_events');
  let missing = REBUILD_EVENTS - rows[0].n;
  const fillers: Promise<void>[] = [];
  let next = 0;
  for (let w = 0; w < 8; w++) {
    fillers.push(
      (async () => {
        while (missing > 0) {
          const n = next++;
          const kind = n % 2 === 0 ? 'trade-name' : 'business';
          const life = applicationLife(kind, n);
          missing -= life.length;
          await store.append(`${kind}-${randomUUID()}`, kind, 0, life);
        }
      })(),
    );
  }
  await Promise.all(fillers);
  const total = (await owner.query('SELECT count(*)::int AS n FROM es_events')).rows[0].n;
  const scanStarted = performance.now();
  await owner.query('SELECT * FROM es_events ORDER BY tx_id, global_position');
  const scanRate = total / ((performance.now() - scanStarted) / 1000);

  // First the live catch-up (a new deployment's first pass: notifications queue their e-mails
  // here; every runner side by side, as the portal's runners run), then the rebuild each
  // projection is measured on.
  const projections = new Projections(db.pool, store, allProjections(), new JsonLogger('error'));
  const catchUpStarted = performance.now();
  await projections.catchUp();
  const catchUpSeconds = (performance.now() - catchUpStarted) / 1000;
  const rebuilds = [];
  for (const name of projections.names()) rebuilds.push(await projections.rebuild(name));

  console.log(`bench:events on ${bench.server}, ${SECONDS} s per measurement (2 rounds, alternated)`);
  reportLine('append, 1 writer (expected version)', `${fmt(append1)} appends/s`);
  reportLine('plain INSERT, 1 writer (baseline)', `${fmt(insert1)} inserts/s`);
  reportLine('ratio append/INSERT, 1 writer', (append1 / insert1).toFixed(2));
  reportLine('append, 16 writers (expected version)', `${fmt(append16)} appends/s   (target >= 1,500)`);
  reportLine('plain INSERT, 16 writers (baseline)', `${fmt(insert16)} inserts/s`);
  reportLine('ratio append/INSERT, 16 writers', `${(append16 / insert16).toFixed(2)}   (target >= 0.5)`);
  reportLine(
    `first catch-up of all ${rebuilds.length} projections`,
    `${fmt(total / catchUpSeconds)} events/s in ${catchUpSeconds.toFixed(2)} s   (target >= 25,000)`,
  );
  for (const r of rebuilds)
    reportLine(
      `rebuild ${r.name} over ${fmt(r.events)} events`,
      `${fmt(r.events / r.seconds)} events/s in ${r.seconds.toFixed(2)} s   (target >= 50,000)`,
    );
  reportLine('baseline: one ordered SELECT of all events', `${fmt(scanRate)} events/s`);
  reportLine('ratio first catch-up/SELECT', (total / catchUpSeconds / scanRate).toFixed(2));
  for (const r of rebuilds) reportLine(`ratio rebuild/SELECT (${r.name})`, (r.events / r.seconds / scanRate).toFixed(2));

  await owner.end();
  await db.close();
  await bench.close();
}

runBenchmark(main);
