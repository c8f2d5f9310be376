import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config/config.js';
import { createApp } from '../src/create-app.js';
import { JsonLogger } from '../src/infrastructure/logging/logger.js';
import { startRuntime } from '../src/runtime.js';
import { storedHashes, type Reach } from '@registry/domain/trade-names/naming/lookup-keys';
import { NameRegister } from '../src/modules/trade-names/availability/name-register.js';
import { benchNames, SAMPLE_EVERY, type StoredName } from './names.js';
import { benchDatabase, fmt, httpLoad, reportLine, runBenchmark } from './support.js';

/**
 * npm run bench:search
 * Seeds NAMES trade names (`names.ts`: one to three words of a 60,000-word vocabulary, a third
 * each in Latin, Kurdish and Arabic letters, with common and generic words here and there) as live claims,
 * then measures p50/p95/p99 of GET /eligible and /similar over HTTP at a fixed concurrency (the
 * client in a thread of its own), and of the candidate query each runs in plain SQL on the same
 * database in the same run, printing the ratios. BENCH_DATABASE (with DATABASE_URL) keeps the
 * seeded database for the next run.
 */
const NAMES = Number(process.env.BENCH_NAMES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

async function timed(count: number, concurrency: number, run: (i: number) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const started = performance.now();
        await run(i);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

/**
 * Seeds NAMES live claims (`benchNames`), keys computed as the application computes them, indexes
 * built once afterwards. Returns the sampled names (the queries for names that exist).
 */
async function seedNames(owner: pg.Pool, names: Iterator<StoredName>) {
  const seedStarted = performance.now();
  await owner.query(`DROP INDEX tn_claims_lookup, tn_claims_key, tn_claims_live_key, tn_claims_published, tn_claims_holder`);
  const BATCH = 10_000;
  const seeded: string[] = [];
  for (let done = false; !done;) {
    const rows = {
      id: [] as string[],
      holder: [] as string[],
      name: [] as string[],
      latin: [] as string[],
      key: [] as string[],
      skeleton: [] as string[],
      lookup: [] as string[],
      level: [] as string[],
      district: [] as (string | null)[],
      status: [] as string[],
    };
    while (rows.id.length < BATCH) {
      const next = names.next();
      if (next.done) {
        done = true;
        break;
      }
      const { index: i, name, keys, district, matchKey, sampled } = next.value;
      rows.id.push(randomUUID());
      rows.holder.push(`seed-${i}`);
      rows.name.push(keys.display);
      rows.latin.push(keys.latin);
      rows.key.push(matchKey);
      rows.skeleton.push(keys.skeleton);
      rows.lookup.push(`{${storedHashes(keys).join(',')}}`);
      rows.level.push(district === null ? 'kri_level' : 'district_level');
      rows.district.push(district);
      rows.status.push(['registered', 'granted', 'reserved', 'pending'][i % 4]!);
      if (sampled) seeded.push(name);
    }
    if (rows.id.length === 0) break;
    await owner.query(
      `INSERT INTO tn_claims (id, holder_stream_id, holder_kind, name, locale, latin, match_key, skeleton, lookup_keys, protection_level, district_id, status)
       SELECT id, holder, 'seed', name, 'ckb', latin, key, skeleton, lookup::int4[], level, district, status
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
           AS t(id, holder, name, latin, key, skeleton, lookup, level, district, status)`,
      [rows.id, rows.holder, rows.name, rows.latin, rows.key, rows.skeleton, rows.lookup, rows.level, rows.district, rows.status],
    );
  }
  const indexStarted = performance.now();
  await owner.query(`SET maintenance_work_mem = '512MB'`);
  await owner.query(`CREATE INDEX tn_claims_lookup ON tn_claims USING gin (lookup_keys gin__int_ops) WHERE status <> 'released'`);
  await owner.query(`CREATE INDEX tn_claims_key ON tn_claims (match_key) WHERE status <> 'released'`);
  await owner.query(`CREATE UNIQUE INDEX tn_claims_live_key ON tn_claims (match_key, scope) WHERE status <> 'released'`);
  await owner.query(`CREATE INDEX tn_claims_published ON tn_claims (claimed_at DESC) WHERE status IN ('granted', 'registered')`);
  await owner.query(`CREATE INDEX tn_claims_holder ON tn_claims (holder_stream_id) WHERE status <> 'released'`);
  await owner.query('ANALYZE tn_claims');
  return { seeded, seedSeconds: (performance.now() - seedStarted) / 1000, indexSeconds: (performance.now() - indexStarted) / 1000 };
}

/** The names `seedNames` returned, read back from a database seeded by an earlier run. */
async function seededSample(owner: pg.Pool): Promise<string[]> {
  const { rows } = await owner.query(
    `SELECT name FROM (SELECT name, substr(holder_stream_id, 6)::int AS i FROM tn_claims WHERE holder_kind = 'seed') s WHERE i % $1 = 0 ORDER BY i`,
    [SAMPLE_EVERY],
  );
  return rows.map((r) => r.name as string);
}

async function main() {
  // The lookup index of a million names is about a gigabyte: held in the server's own buffers, it
  // is not at the mercy of the page cache (which this machine's memory manager trims).
  // BENCH_DATABASE (with DATABASE_URL): a database kept between runs, seeded by the first run.
  const bench = await benchDatabase({ shared_buffers: process.env.BENCH_SHARED_BUFFERS ?? '2GB' }, process.env.BENCH_DATABASE);
  const owner = new pg.Pool({ connectionString: bench.url, max: 4 });
  const names = benchNames();
  const seed = bench.existed
    ? { seeded: await seededSample(owner), seedSeconds: 0, indexSeconds: 0 }
    : await seedNames(owner, names.stored(NAMES));
  const { seeded, seedSeconds, indexSeconds } = seed;
  const inserted = Number((await owner.query('SELECT count(*) AS n FROM tn_claims')).rows[0].n);

  if (process.env.BENCH_SEED_ONLY) {
    // For looking at plans by hand: the seeded database is left in place.
    console.log(`seeded ${fmt(inserted)} names into ${bench.url}`);
    await owner.end();
    return;
  }

  // The portal itself, on the same database.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: bench.url,
    SMTP_URL: 'smtp://127.0.0.1:1',
    LOG_LEVEL: 'error',
    RUN_PROJECTIONS: 'false',
    DB_POOL_SIZE: String(CONCURRENCY + 2),
  });
  const runtime = await startRuntime(config, new JsonLogger('error'));
  const app = await createApp(runtime);
  await app.listen(0, '127.0.0.1');
  const base = await app.getUrl();
  const register = app.get(NameRegister);

  // Queries: half names that exist (in a spelling variant), half new names.
  const queries = names.queries(seeded, REQUESTS);
  const urls = (path: string, count = REQUESTS) =>
    queries.slice(0, count).map((q) => `${base}${path}?${new URLSearchParams({ chosenTradeName: q })}`);
  const headers = { 'Accept-Language': 'en' };
  // Warm-up, of every path measured: connections, plans, the database's caches, and the server's
  // compiled code (the first thousand requests cost a third more CPU than the ones after them).
  const WARM_UP = Math.min(1_000, REQUESTS);
  for (const reach of ['conflict', 'similar'] as const) {
    await timed(WARM_UP, CONCURRENCY, async (i) => void (await register.candidates(queries[i]!, undefined, undefined, reach)));
  }
  await httpLoad(urls('/api/v1/public/trade_names/eligible', WARM_UP), CONCURRENCY, headers);
  await httpLoad(urls('/api/v1/public/trade_names/similar', WARM_UP), CONCURRENCY, headers);

  const show = (label: string, samples: number[]) => {
    const p = percentiles(samples);
    reportLine(label, `p50 ${p.p50.toFixed(2)} ms   p95 ${p.p95.toFixed(2)} ms   p99 ${p.p99.toFixed(2)} ms`);
    return p;
  };
  console.log(
    `bench:search on ${bench.server}: ${fmt(inserted)} names (seeded in ${seedSeconds.toFixed(0)} s, indexes ${indexSeconds.toFixed(0)} s), ${fmt(REQUESTS)} requests per measurement`,
  );
  // The fixed concurrency, and one request at a time (latency without queueing for the two cores).
  for (const concurrency of [...new Set([CONCURRENCY, 1])]) {
    // Each endpoint against the candidate query it runs: /eligible looks for conflicts, /similar
    // also for merely similar names (a second, weak tier of keys).
    const candidates = (reach: Reach) =>
      timed(REQUESTS, concurrency, async (i) => void (await register.candidates(queries[i]!, undefined, undefined, reach)));
    const sql = await candidates('conflict');
    const sqlSimilar = await candidates('similar');
    const eligible = await httpLoad(urls('/api/v1/public/trade_names/eligible'), concurrency, headers);
    const similar = await httpLoad(urls('/api/v1/public/trade_names/similar'), concurrency, headers);
    const sqlAgain = await candidates('conflict');
    const sqlSimilarAgain = await candidates('similar');
    console.log(`concurrency ${concurrency}`);
    const baseline = show('plain SQL candidate query, conflicts (baseline)', [...sql, ...sqlAgain]);
    const e = show('GET /v1/public/trade_names/eligible', eligible);
    const similarBaseline = show('plain SQL candidate query, similar (baseline)', [...sqlSimilar, ...sqlSimilarAgain]);
    const s = show('GET /v1/public/trade_names/similar', similar);
    reportLine('ratio HTTP/SQL at p95, eligible', `${(e.p95 / baseline.p95).toFixed(2)}   (target <= 1.5; p95 target <= 15 ms)`);
    reportLine('ratio HTTP/SQL at p95, similar', `${(s.p95 / similarBaseline.p95).toFixed(2)}`);
  }

  await app.close();
  await runtime.close();
  await owner.end();
  await bench.close();
}

runBenchmark(main);
