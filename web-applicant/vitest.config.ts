import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Test files that read module state as loaded for them alone: errors.test.ts starts before the problem catalogue is loaded. */
const FRESH_MODULES = ['src/lib/api/errors.test.ts'];

export default defineConfig({
  // @registry/domain from its TypeScript sources (the package's `source` condition).
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    // The tests so far check data and pure functions; no DOM emulation is installed.
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    // The files share one module graph per worker instead of each loading its own (33 s → 8 s),
    // except those that need their modules fresh: docs/testing.md, "Ninth measurement".
    projects: [
      { extends: true, test: { name: 'shared modules', include: ['src/**/*.test.{ts,tsx}'], exclude: FRESH_MODULES, isolate: false } },
      { extends: true, test: { name: 'fresh modules', include: FRESH_MODULES } },
    ],
  },
});
