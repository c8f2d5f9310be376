import { crashRun, describeRun, type RunFigures } from './idempotency-crash.js';

/**
 * Issue 20 §7, in `npm run test:extended` (one run; CI runs it after `npm test`) and in `npm run test:crash -- --runs N` (CRASH_RUNS=N):
 * a real server process killed under keyed writers, inside the commit-to-mark window too;
 * every acknowledged write is stored once, and every retry is a 2xx. See idempotency-crash.ts.
 */
const RUNS = Number(process.env.CRASH_RUNS) || 1;

describe('writes under kill -9', () => {
  it(
    `lose nothing acknowledged, store nothing twice, and answer every retry 2xx (${RUNS} run${RUNS > 1 ? 's' : ''})`,
    async () => {
      const all: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const figures = await crashRun({ writers: 6, kills: 4, markDelayMs: 300 });
        all.push(figures);
        process.stdout.write(`${describeRun(run, RUNS, figures)}\n`);
        for (const failure of figures.failures.slice(0, 20)) process.stdout.write(`  ${failure}\n`);
      }
      for (const figures of all) {
        expect(figures.failures).toEqual([]);
        expect(figures).toMatchObject({ lost: 0, duplicated: 0 });
        // The run did what it is for: the process died under writes, and some retries replayed a commit.
        expect(figures.kills).toBe(4);
        expect(figures.acknowledged).toBeGreaterThan(0);
        expect(figures.inWindow).toBeGreaterThan(0);
        expect(figures.replayed).toBeGreaterThan(0);
      }
    },
    RUNS * 150_000,
  );
});
