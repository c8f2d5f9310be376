import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * `npm run bench:slow4g`: the applicant portal's pages loaded on DevTools' "Slow 4G" with a 4×
 * slower CPU, figures printed, never asserted (not part of `npm test`). The bench starts the
 * last build's portal itself (bench/slow4g.ts); it builds nothing, so a missing build stops it
 * here, before a browser starts.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const missing = ['web-applicant/dist/index.html', 'web-admin/dist/index.html', 'api/dist/api/src/main.js'].filter(
  (file) => !existsSync(path.join(root, file)),
);
if (missing.length) {
  process.stderr.write(
    `bench:slow4g measures the last build, and there is none: ${missing.join(', ')} missing. Run \`npm run build\` first.\n`,
  );
  process.exit(1);
}

export default defineConfig({
  testDir: './bench',
  // Only this file: `npm test` (*.spec.ts) and `npm run bench:pages` (*.bench.ts) never pick it up.
  testMatch: 'slow4g.ts',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 1_200_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // A phone's screen.
    viewport: { width: 412, height: 915 },
    colorScheme: 'light',
    trace: 'off',
    screenshot: 'off',
  },
});
