// The API's tests run as native ES modules in bare Node worker threads (jest-light-runner): each
// worker loads NestJS, fastify, class-validator and the app once and keeps them for every file it
// runs, where Jest's own runner loaded them afresh for each of the 93 files (about 2.4 s a file;
// docs/testing.md, eleventh measurement). The tests mock no module and fake no timer, which is
// what that runner cannot do. TypeScript is compiled as it loads (test/support/typescript-hooks.mjs).

/**
 * The API under faults and load: its process killed with SIGKILL and signalled, PostgreSQL stopped
 * under it, two API processes on one database, every projection rebuilt under 16 writers. `npm
 * test` leaves these files to `npm run test:extended` (`API_TESTS=faults`), which CI runs after
 * it (docs/testing.md, "Two suites"). The fuzz suite stays in `npm test`, as issue 20 asks.
 */
const FAULT_FILES = [
  'process-life',
  'idempotency-crash',
  'database-outage',
  'multi-process',
  'embedded-postgres-supervision',
  'read-side-rebuild',
].map((name) => `api/test/${name}.e2e.spec.ts`);
const faultsOnly = process.env.API_TESTS === 'faults';

export default {
  rootDir: '..',
  roots: ['<rootDir>/api/src', '<rootDir>/api/test', '<rootDir>/migrations'],
  testMatch: faultsOnly ? FAULT_FILES.map((file) => `<rootDir>/${file}`) : ['**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(faultsOnly ? [] : FAULT_FILES.map((file) => `/${file.replaceAll('.', '\\.')}$`))],
  runner: 'jest-light-runner',
  // Jest itself transforms nothing (the hooks compile the global setup too, global-setup.mjs).
  transform: {},
  setupFiles: ['<rootDir>/api/test/support/typescript-hooks.mjs'],
  globalSetup: '<rootDir>/api/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/api/test/support/global-teardown.mjs',
  testSequencer: '<rootDir>/api/test/support/slow-first-sequencer.mjs',
  testTimeout: 120000,
  maxWorkers: 2,
};
