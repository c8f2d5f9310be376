// `npm run test:crash -- --runs N`: the crash test (idempotency-crash.ts) N runs in a row, each
// printing acknowledged / lost / duplicated. The npm script builds the API first: the test kills
// and restarts the built server, as `npm start` runs it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  process.stderr.write(`--runs takes a whole number of runs (got ${values.runs})\n`);
  process.exit(2);
}
const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(api, '..', 'node_modules', 'jest', 'bin', 'jest.js');
const result = spawnSync(process.execPath, ['--conditions=source', '--enable-source-maps', jest, 'test/idempotency-crash.e2e.spec.ts'], {
  cwd: api,
  stdio: 'inherit',
  env: { ...process.env, CRASH_RUNS: String(runs) },
});
process.exit(result.status ?? 1);
