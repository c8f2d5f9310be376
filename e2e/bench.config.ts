import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/**
 * `npm run bench:pages`: how long the applicant's pages, and the back office's sign-in under
 * Slow 4G (bench/admin-signin.bench.ts; alone: `npx playwright test -c e2e/bench.config.ts
 * admin-signin`), take to be usable, printed, never asserted (not part of `npm test`). The same portal set-up as the browser tests, one worker so
 * that the figures are not shared with a second browser.
 */
export default defineConfig({
  ...base,
  testMatch: '*.bench.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 900_000,
  reporter: [['list']],
});
