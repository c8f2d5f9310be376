import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium, as its headless build where installed (Debian's `chromium-headless-shell`,
 * the same version from the same source): the tests never show a window, and the headless shell
 * does the same work for about a tenth less CPU (registers and admin-account specs: 134 against
 * 147 CPU-seconds, portal included). `/usr/bin/chromium` otherwise; `E2E_CHROMIUM` chooses.
 * The phone-network bench keeps the full browser (slow4g.config.ts): it measures what people run.
 */
const CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * Browser tests of the applicant portal: Debian's Chromium (never a downloaded browser) against
 * the portal started as the README says (global-setup.ts: the built API on a free port, an
 * embedded PostgreSQL in a fresh DATA_DIR, the local mail catcher). Build first:
 * `npm run build && npx playwright test -c e2e/playwright.config.ts`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // CI has 2 cores: the portal, its PostgreSQL and two browsers share them.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { outputFolder: 'report', open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // No optimizing compilers (TurboFan, Maglev): a test's page lives seconds, and optimizing
        // its hot functions costs more CPU than it saves. 30 tests of three specs: 139–149 s
        // against 163–166 s; without Sparkplug too, or in V8's lite mode, 161–163 s (docs/testing.md).
        '--js-flags=--no-opt --no-maglev',
      ],
    },
    viewport: { width: 1280, height: 800 },
    // A browser that asks for Central Kurdish, the portal's default: the server renders a page in
    // the browser's language when none was chosen (issue 31 §1); tests choose theirs (useLanguage).
    locale: 'ckb',
    colorScheme: 'light',
    // The portal honours "reduce motion" (theme.ts): transitions end at once, so axe and the
    // screenshots never catch a snackbar half faded in (support/test.ts also waits for any left).
    reducedMotion: 'reduce',
    // No service worker, except where a spec asks for one (offline-draft, home, budgets, one whole
    // applicant journey, server-rendering's hydration test: serviceWorkers 'allow'). A first visit's worker
    // precaches the whole build (132 files, 7.1 MB), and nearly every test is a first visit in a
    // new context: blocked, three specs took 142 s instead of 172 (docs/testing.md).
    // E2E_SERVICE_WORKERS=allow runs every spec with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    // No trace by default: recording one for every test (to keep it on failure) costs a quarter of
    // the run's time on 2 cores (registers.spec: 158 → 113 s, 98 → 74 s), and CI keeps only the log.
    // To debug a failure: `npx playwright test -c e2e/playwright.config.ts --trace retain-on-failure <spec>`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
