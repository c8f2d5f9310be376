// `npm run test:crash-mail`: the mail crash test of issue 36 §1 (crash-mail.ts), kept out of
// `npm test` for its length (three starts of the built server and a lease to wait out: 1.5 min
// on the shared 2-core machine; docs/testing.md). The npm script builds the API first: the test
// kills and restarts the built server, as `npm start` runs it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(api, '..', 'node_modules', 'jest', 'bin', 'jest.js');
const result = spawnSync(
  process.execPath,
  // Its own match: the file is not a *.spec.ts, so the suite of `npm test` leaves it out.
  ['--conditions=source', '--enable-source-maps', jest, '--testMatch', '**/api/test/crash-mail.crash-spec.ts'],
  { cwd: api, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
