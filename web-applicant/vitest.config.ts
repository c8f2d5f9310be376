import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The tests so far check data and pure functions; no DOM emulation is installed.
    environment: 'node',
  },
});
