import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `#src/…` resolves to the TypeScript sources (the package's `source` condition): no build needed.
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    // The *.contract.ts suites hold no test of their own: the kinds' specs call them.
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // The property tests run thousands of cases each; the API's Jest, which ran them before, allowed as long.
    testTimeout: 120_000,
    // Pure functions: the files share one module graph per worker instead of each loading its own
    // (33 s → 12 s; three shuffled runs alike). docs/testing.md, "Ninth measurement".
    isolate: false,
  },
});
