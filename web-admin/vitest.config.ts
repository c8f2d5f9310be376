import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @registry/domain from its TypeScript sources (the package's `source` condition).
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The tests check data and pure functions; no DOM emulation is installed.
    environment: 'node',
    // No file changes module state or globals: they share one module graph per worker instead of
    // each loading its own (22 s → 5 s; three shuffled runs alike). docs/testing.md.
    isolate: false,
  },
});
