import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench:search`, small: the built benchmark (what the npm script runs) seeds 3,000 names
 * into a database of its own on the test server, warms up, measures both endpoints over HTTP
 * and the candidate query in SQL, prints every figure, and drops its database. Timings are not
 * asserted, only that each measurement ran and printed numbers.
 */
const bench = fileURLToPath(new URL('../dist/api/bench/search.bench.js', import.meta.url));

function runBench(): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--enable-source-maps', bench],
      {
        env: {
          ...process.env,
          DATABASE_URL: process.env.TEST_ADMIN_DATABASE_URL,
          BENCH_NAMES: '3000',
          BENCH_REQUESTS: '100',
          BENCH_CONCURRENCY: '2',
        },
        timeout: 100_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('bench:search (small)', () => {
  it('given the built benchmark and 3,000 names, when run, then it prints every percentile and ratio at both concurrencies', async () => {
    expect(existsSync(bench)).toBe(true); // `npm test` builds the API first
    const { code, stdout, stderr } = await runBench();
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/3,000 names/);
    const figures = /p50 \d+\.\d\d ms {3}p95 \d+\.\d\d ms {3}p99 \d+\.\d\d ms/;
    for (const concurrency of [2, 1]) {
      const section = stdout.split(`concurrency ${concurrency}\n`)[1]?.split('concurrency ')[0] ?? '';
      for (const label of [
        'plain SQL candidate query, conflicts (baseline)',
        'GET /v1/public/trade_names/eligible',
        'plain SQL candidate query, similar (baseline)',
        'GET /v1/public/trade_names/similar',
      ]) {
        expect(section.split('\n').find((line) => line.startsWith(label))).toMatch(figures);
      }
      expect(section).toMatch(/ratio HTTP\/SQL at p95, eligible\s+\d+\.\d\d/);
      expect(section).toMatch(/ratio HTTP\/SQL at p95, similar\s+\d+\.\d\d/);
    }
  });
});
