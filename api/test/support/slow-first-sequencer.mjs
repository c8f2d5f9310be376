// Jest runs the longest files first when it has their times from an earlier run (its cache); a
// fresh clone (CI) has none, and Jest then orders by file size, which put a 26-s file last and left
// the other worker idle meanwhile. Without recorded times, these files, measured to take 10–50 s
// each (they start processes, kill them, or drive thousands of requests), start first.
import { basename } from 'node:path';
import Sequencer from '@jest/test-sequencer';

const LONGEST_FIRST = [
  'process-life.e2e.spec.ts',
  'fuzz.e2e.spec.ts',
  'read-side-rebuild.e2e.spec.ts',
  'idempotency-crash.e2e.spec.ts',
  'identity.e2e.spec.ts',
  'read-replicas.e2e.spec.ts',
  'database-outage.e2e.spec.ts',
];

export default class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => LONGEST_FIRST.indexOf(basename(test.path));
    const known = sorted.filter((test) => rank(test) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...known, ...sorted.filter((test) => rank(test) < 0)];
  }
}
