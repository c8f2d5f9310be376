import { queryHashes, queryKeys, storedHashes, keyHash, collapse } from '@registry/domain/trade-names/naming/lookup-keys';
import { nameKeys } from '@registry/domain/trade-names/naming/name-key';
import { benchNames } from './names.js';
import { fmt, reportLine, runBenchmark } from './support.js';

/**
 * npm run bench:candidates
 * What the candidate query of `bench:search` reads, counted without a database or a clock: the
 * same NAMES stored names and REQUESTS queries (`names.ts`), each stored name's hashed lookup keys
 * (`storedHashes`, as stored in `lookup_keys`) in an inverted index in memory, and per query the
 * strong hashes `NameRegister.candidates` sends to `tn_candidates` (`queryHashes(keys).strong`,
 * none for a generic-only name). Prints the distribution of the keys looked up and of the stored
 * names sharing at least one of them (the rows `lookup_keys && strong` finds and ranks), then
 * which key families contribute those rows, and the keys that match most names.
 *
 * Deterministic: the same code gives the same figures on any machine.
 */
const NAMES = Number(process.env.BENCH_NAMES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const TOP = Number(process.env.BENCH_TOP ?? 15);
/** How many of the heaviest queries are shown key family by key family. */
const SHOW = Number(process.env.BENCH_SHOW ?? 5);

/** Name numbers share a float64 with a hash in the sort below: 2^21 names at most. */
const NAME_BITS = 21;

/**
 * An inverted index from hash to the stored names carrying it, in typed arrays (a million names
 * carry some thirty million hashes; JavaScript arrays per key would take gigabytes): every
 * (hash, name) pair sorted as one float64, then cut into runs of one hash.
 */
class HashIndex {
  private readonly hashes: Int32Array;
  private readonly starts: Uint32Array;
  readonly names: Uint32Array;

  constructor(pairs: Float64Array) {
    pairs.sort();
    this.names = new Uint32Array(pairs.length);
    const hashes: number[] = [];
    const starts: number[] = [];
    let previous = NaN;
    for (let i = 0; i < pairs.length; i++) {
      const pair = pairs[i]!;
      const hash = Math.floor(pair / 2 ** NAME_BITS) - 2 ** 31;
      this.names[i] = pair - (hash + 2 ** 31) * 2 ** NAME_BITS;
      if (hash !== previous) {
        hashes.push(hash);
        starts.push(i);
        previous = hash;
      }
    }
    starts.push(pairs.length);
    this.hashes = Int32Array.from(hashes);
    this.starts = Uint32Array.from(starts);
  }

  get distinctHashes(): number {
    return this.hashes.length;
  }

  /** The [start, end) range of `names` holding the names that carry `hash`. */
  postings(hash: number): [number, number] {
    let low = 0;
    let high = this.hashes.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.hashes[middle]!;
      if (at === hash) return [this.starts[middle]!, this.starts[middle + 1]!];
      if (at < hash) low = middle + 1;
      else high = middle - 1;
    }
    return [0, 0];
  }
}

/** The stored names' hashes, one growing buffer of (hash, name) pairs. */
class PairBuffer {
  private buffer = new Float64Array(1 << 24);
  length = 0;

  add(hash: number, name: number): void {
    if (this.length === this.buffer.length) {
      const bigger = new Float64Array(this.buffer.length * 2);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    this.buffer[this.length++] = (hash + 2 ** 31) * 2 ** NAME_BITS + name;
  }

  done(): Float64Array {
    const pairs = this.buffer.subarray(0, this.length);
    this.buffer = new Float64Array(0);
    return pairs;
  }
}

function percentiles(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted[sorted.length - 1] ?? 0,
    mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
  };
}

const line = (samples: readonly number[]) => {
  const p = percentiles(samples);
  return `p50 ${fmt(p.p50).padStart(6)}   p95 ${fmt(p.p95).padStart(6)}   p99 ${fmt(p.p99).padStart(6)}   max ${fmt(p.max).padStart(6)}   mean ${p.mean.toFixed(1).padStart(7)}`;
};

/**
 * The family of a query key, for the report: the prefix and, where one prefix holds several kinds
 * of key, which kind: a key equal to the name's own or a neighbour made by deleting letters, a
 * fine key (`^`), a short key carrying a length (`#<n>` after the letters), a common partner (`*`).
 */
function familyOf(key: string, own: ReadonlySet<string>): string {
  const tagged = /[a-z~]#[0-9]+$/.test(key);
  const bare = (tagged ? key.slice(0, key.lastIndexOf('#')) : key).replace('|*', '|');
  const kind = (own.has(bare) ? 'own' : 'neighbour') + (tagged ? ', length' : '');
  if (key.startsWith('=')) return '=<latin>';
  if (key.startsWith('j:')) return key.startsWith('j:^') ? 'j:^<fine joined>' : `j:<joined> ${kind}`;
  if (key.startsWith('p:')) {
    const partner = key.slice(key.indexOf('|') + 1);
    if (partner.startsWith('#')) return 'p:<anchor>|#<length>';
    return `p:<anchor>|${partner.startsWith('*') ? '*<common partner>' : '<partner>'} ${kind}`;
  }
  const prefix = key.slice(0, key.indexOf(':') + 1).replace(/[0-9]+/, '<band>');
  return key.includes(':^') ? `${prefix}^<fine word>` : `${prefix}<word> ${kind}`;
}

/** The keys a name's skeletons give without deleting a letter (for `familyOf`). */
function ownKeys(skeleton: string): Set<string> {
  const words = skeleton.split(' ').filter(Boolean);
  const own = new Set<string>();
  for (const joined of [words.join(''), [...words].sort().join('')]) own.add(`j:${collapse(joined) || '~'}`);
  for (const word of words) {
    const c = collapse(word) || '~';
    for (let band = 0; band < 40; band++) own.add(`${band}:${c}`);
    for (const anchor of words) own.add(`p:${collapse(anchor) || '~'}|${c}`);
  }
  return own;
}

async function main() {
  if (NAMES >= 2 ** NAME_BITS) throw new Error(`at most ${2 ** NAME_BITS - 1} names`);
  const started = performance.now();
  const names = benchNames();
  const pairs = new PairBuffer();
  const sampled: string[] = [];
  let stored = 0;
  for (const name of names.stored(NAMES)) {
    for (const hash of storedHashes(name.keys)) pairs.add(hash, stored);
    if (name.sampled) sampled.push(name.name);
    stored++;
  }
  const keyed = performance.now();
  const hashCount = pairs.length;
  const index = new HashIndex(pairs.done());
  const indexed = performance.now();

  const queries = names.queries(sampled, REQUESTS);
  const measured: Measured[] = [];
  const byKey = new Map<string, number>();
  const seen = new Uint32Array(stored); // the query number (from 1) that last found each name
  const firstFamily = new Uint16Array(stored); // which family found it first, for "only"
  const reached = new Uint8Array(stored); // how many families found it (1, or 2 for more)
  const familyIds = new Map<string, number>();
  const familyNames: string[] = [];
  for (let q = 0; q < queries.length; q++) {
    const keys = nameKeys(queries[q]!);
    if (keys.genericOnly) continue; // NameRegister.candidates sends no query
    const strong = queryHashes(keys, 'conflict').strong;
    // The strings behind the hashes, for the families (a hash of two keys counts for the first).
    const own = ownKeys(keys.skeleton);
    const familyOfHash = new Map<number, number>();
    for (const key of queryKeys(keys, 'conflict').strong) {
      const hash = keyHash(key);
      if (!familyOfHash.has(hash)) {
        const family = familyOf(key, own);
        if (!familyIds.has(family)) {
          familyIds.set(family, familyNames.length);
          familyNames.push(family);
        }
        familyOfHash.set(hash, familyIds.get(family)!);
      }
      const [start, end] = index.postings(hash);
      if (end - start > (byKey.get(key) ?? 0)) byKey.set(key, end - start);
    }
    const families = new Map<number, FamilyCount>();
    const touched: number[] = [];
    for (const hash of strong) {
      const id = familyOfHash.get(hash)!;
      const count = families.get(id) ?? { keys: 0, rows: 0, only: 0 };
      families.set(id, count);
      count.keys++;
      const [start, end] = index.postings(hash);
      count.rows += end - start;
      for (let i = start; i < end; i++) {
        const n = index.names[i]!;
        if (seen[n] !== q + 1) {
          seen[n] = q + 1;
          firstFamily[n] = id;
          reached[n] = 1;
          touched.push(n);
        } else if (firstFamily[n] !== id) reached[n] = 2;
      }
    }
    for (const n of touched) if (reached[n] === 1) families.get(firstFamily[n]!)!.only++;
    measured.push({
      query: queries[q]!,
      keys: strong.length,
      rows: touched.length,
      families: new Map([...families].map(([id, c]) => [familyNames[id]!, c])),
    });
  }
  const counted = performance.now();

  console.log(
    `bench:candidates: ${fmt(stored)} stored names, ${fmt(hashCount)} stored hashes (${(hashCount / stored).toFixed(1)} a name, ${fmt(index.distinctHashes)} distinct), ${fmt(measured.length)} queries with keys of ${fmt(queries.length)}`,
  );
  console.log(
    `(keys ${((keyed - started) / 1000).toFixed(0)} s, index ${((indexed - keyed) / 1000).toFixed(0)} s, queries ${((counted - indexed) / 1000).toFixed(0)} s)`,
  );
  reportLine('strong keys looked up per query', line(measured.map((m) => m.keys)));
  reportLine('stored names sharing a strong key per query', line(measured.map((m) => m.rows)));
  // PostgreSQL's share of a candidate query, as measured at a million names (docs/trade-name-matching.md,
  // "Performance and indexes"): about 4 µs a key looked up in the GIN index, 1.5 µs a row found.
  reportLine('estimated index work per query (µs: 4 a key, 1.5 a row)', line(measured.map((m) => 4 * m.keys + 1.5 * m.rows)));

  const byRows = [...measured].sort((a, b) => b.rows - a.rows);
  const byKeys = [...measured].sort((a, b) => b.keys - a.keys);
  const heaviest = Math.max(1, Math.ceil(measured.length / 20));
  familyTable('all queries', measured);
  familyTable(`the ${heaviest} queries finding most names (the top 5 %)`, byRows.slice(0, heaviest));
  familyTable(`the ${heaviest} queries looking up most keys (the top 5 %)`, byKeys.slice(0, heaviest));

  console.log(`\nthe ${TOP} keys matching most stored names`);
  for (const [key, count] of [...byKey].sort((a, b) => b[1] - a[1]).slice(0, TOP)) reportLine(`  ${key}`, fmt(count));
  console.log(`\nthe ${SHOW} queries finding most names`);
  for (const m of byRows.slice(0, SHOW)) {
    console.log(`  ${JSON.stringify(m.query)} (${nameKeys(m.query).skeleton}): ${fmt(m.rows)} names, ${m.keys} keys`);
    for (const [family, c] of [...m.families].sort((a, b) => b[1].rows - a[1].rows))
      reportLine(`    ${family}`, `keys ${fmt(c.keys).padStart(5)}   rows ${fmt(c.rows).padStart(6)}`);
  }
}

interface FamilyCount {
  keys: number;
  /** The names each key matches, summed over the keys. */
  rows: number;
  /** The names found through this family only. */
  only: number;
}

interface Measured {
  readonly query: string;
  readonly keys: number;
  readonly rows: number;
  readonly families: ReadonlyMap<string, FamilyCount>;
}

/** The key families of some queries, by rows contributed. */
function familyTable(title: string, queries: readonly Measured[]): void {
  const sums = new Map<string, FamilyCount>();
  for (const m of queries) {
    for (const [family, c] of m.families) {
      const sum = sums.get(family) ?? { keys: 0, rows: 0, only: 0 };
      sums.set(family, sum);
      sum.keys += c.keys;
      sum.rows += c.rows;
      sum.only += c.only;
    }
  }
  const keys = [...sums.values()].reduce((sum, f) => sum + f.keys, 0);
  const rows = [...sums.values()].reduce((sum, f) => sum + f.rows, 0);
  const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1).padStart(4)} %`;
  console.log(`\nkey families in ${title}, by rows contributed`);
  console.log('(keys: looked up; rows: the names each key matches, summed; only: names found through no other family)');
  for (const [family, f] of [...sums].sort((a, b) => b[1].rows - a[1].rows)) {
    reportLine(
      `  ${family}`,
      `keys ${fmt(f.keys).padStart(7)} (${share(f.keys, keys)})   rows ${fmt(f.rows).padStart(9)} (${share(f.rows, rows)})   only ${fmt(f.only).padStart(8)}`,
    );
  }
}

runBenchmark(main);
