// Jest runs the TypeScript sources as native ES modules (NestJS 12 is ESM-only), transformed by SWC.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

export default {
  rootDir: '..',
  roots: ['<rootDir>/packages/domain/src', '<rootDir>/api/src', '<rootDir>/api/test', '<rootDir>/migrations'],
  // @registry/domain resolves to its TypeScript sources (the package's `source` condition): no build
  // needed. The global setup, loaded by require() outside this resolver, gets it from `node --conditions=source`.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  testMatch: ['**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // @fastify/static requires content-disposition 3, an ES module that Jest cannot require on
    // Node 20 (Node itself can); the CommonJS 2.x beside Express has the same API.
    '^content-disposition$': '<rootDir>/node_modules/content-disposition/dist/index.js',
  },
  globalSetup: '<rootDir>/api/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/api/test/support/global-teardown.cjs',
  testTimeout: 120000,
  maxWorkers: 2,
};
