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
  roots: ['<rootDir>/api/src', '<rootDir>/api/test', '<rootDir>/migrations'],
  // @registry/domain resolves to its TypeScript sources (the package's `source` condition): no build
  // needed. The global setup, loaded by require() outside this resolver, gets it from `node --conditions=source`.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  testMatch: ['**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // @fastify/static (CommonJS) requires content-disposition 3, an ES module. Node 20 can
    // require an ES module, Jest only from Node 24.9 on; before that it hands the file to this
    // transform, and @swc/jest compiles it to CommonJS when Jest requires it. So the tests run the
    // very copy production runs, rather than a CommonJS substitute of another version.
    '/node_modules/content-disposition/.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' } }],
  },
  // node_modules are used as they come, but for content-disposition (above).
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/api/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/api/test/support/global-teardown.cjs',
  testTimeout: 120000,
  maxWorkers: 2,
};
