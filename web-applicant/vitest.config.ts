import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @registry/domain from its TypeScript sources (the package's `source` condition).
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The tests so far check data and pure functions; no DOM emulation is installed.
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
  },
});
