// The API's tests run as native ES modules in bare Node worker threads (jest-light-runner): each
// worker loads NestJS, fastify, class-validator and the app once and keeps them for every file it
// runs, where Jest's own runner loaded them afresh for each of the 93 files (about 2.4 s a file;
// docs/testing.md, eleventh measurement). The tests mock no module and fake no timer, which is
// what that runner cannot do. TypeScript is compiled as it loads (test/support/typescript-hooks.mjs).
export default {
  rootDir: '..',
  roots: ['<rootDir>/api/src', '<rootDir>/api/test', '<rootDir>/migrations'],
  testMatch: ['**/*.spec.ts'],
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
