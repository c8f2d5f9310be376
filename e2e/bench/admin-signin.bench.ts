import { cpus, loadavg } from 'node:os';
import type { Browser, CDPSession } from '@playwright/test';
import { test } from '../support/test.js';

/**
 * `npx playwright test -c e2e/bench.config.ts admin-signin` (after `npm run build`): a signed-out
 * visit to /admin until the sign-in form is usable, under DevTools' "Slow 4G" preset (latency
 * 562.5 ms, 180,000 B/s down, 84,375 B/s up, CPU 4× slower), a new browser context (empty cache,
 * cold connections) per run. Printed, never asserted (not part of `npm test`); the median of
 * BENCH_RUNS runs (5 by default) after one unmeasured warm-up of the portal's own caches.
 *
 * "Usable", on the page's own clock (milliseconds since navigation started): the first animation
 * frame at which the sign-in form's first input is visible and enabled and is React's (its props
 * attached: the app's handlers answer it, not a static copy in the HTML). Also counted: the
 * scripts and bytes received until then and once the network is quiet (the chunks prefetched
 * after the form showed), and the main thread's long tasks after "usable" (how busy the page is
 * while a person starts typing).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PATH = process.env.BENCH_PATH ?? '/admin';
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;

interface Run {
  usable: number;
  scriptsUntilUsable: number;
  scriptBytesUntilUsable: number;
  requestsUntilUsable: number;
  bytesUntilUsable: number;
  scriptsTotal: number;
  bytesTotal: number;
  longTasksAfter: number[];
  /** On the page's clock: the HTML received, the last script received before "usable", DOMContentLoaded. */
  phases: { html: number; scripts: number; domContentLoaded: number };
}

function watchSignInForm(): void {
  const w = window as unknown as { __usableAt?: number; __longTasks?: { start: number; duration: number }[] };
  w.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks!.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no long-task timing */
  }
  const check = () => {
    if (w.__usableAt !== undefined) return;
    const input = document.querySelector<HTMLInputElement>(
      'main input:not([type="hidden"]):not([aria-hidden="true"]), form input:not([type="hidden"]):not([aria-hidden="true"])',
    );
    const shown = !!input && input.getClientRects().length > 0 && getComputedStyle(input).visibility !== 'hidden';
    const reacts = !!input && Object.keys(input).some((key) => key.startsWith('__reactProps$'));
    if (input && shown && reacts && !input.disabled) {
      w.__usableAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function coldSignIn(browser: Browser, baseURL: string): Promise<Run> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(watchSignInForm);
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Every response's type and, once finished, its size on the wire, in the order they end.
    const types = new Map<string, string>();
    const finished: { type: string; bytes: number; at: number }[] = [];
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) =>
      finished.push({ type: types.get(event.requestId) ?? 'Other', bytes: event.encodedDataLength, at: Date.now() }),
    );
    await page.goto(PATH, { waitUntil: 'commit' });
    const usable = await page
      .waitForFunction(() => (window as unknown as { __usableAt?: number }).__usableAt, undefined, { timeout: 60_000, polling: 100 })
      .then((handle) => handle.jsonValue() as Promise<number>);
    const untilUsable = [...finished];
    // What the page goes on to fetch (prefetches), until the network is quiet.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1_500);
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
    const phases = await page.evaluate((usable) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || entry.name.endsWith('.js'))
        .filter((entry) => entry.responseEnd <= usable && entry.name.endsWith('.js'));
      return {
        html: navigation.responseEnd,
        scripts: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
        domContentLoaded: navigation.domContentLoadedEventEnd,
      };
    }, usable);
    const scripts = (list: typeof finished) => list.filter((entry) => entry.type === 'Script');
    const sum = (list: typeof finished) => list.reduce((total, entry) => total + entry.bytes, 0);
    return {
      usable,
      scriptsUntilUsable: scripts(untilUsable).length,
      scriptBytesUntilUsable: sum(scripts(untilUsable)),
      requestsUntilUsable: untilUsable.length,
      bytesUntilUsable: sum(untilUsable),
      scriptsTotal: scripts(finished).length,
      bytesTotal: sum(finished),
      phases,
      longTasksAfter: longTasks.filter((task) => task.start + task.duration > usable).map((task) => Math.round(task.duration)),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('signed out, /admin to a usable sign-in form under Slow 4G', async ({ browser, baseURL }) => {
  await coldSignIn(browser, baseURL!);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await coldSignIn(browser, baseURL!));
  const last = runs[runs.length - 1]!;
  process.stdout.write(
    `\nbench admin-signin: ${PATH} signed out, Slow 4G (562.5 ms, 180,000 B/s down, 84,375 B/s up) and CPU ${CPU_SLOWDOWN}× slower, empty cache, ${RUNS} runs\n` +
      `  usable (first input shown, enabled, React's): median ${Math.round(median(runs.map((r) => r.usable)))} ms; runs ${runs.map((r) => Math.round(r.usable)).join(' ')}\n` +
      `  phases (medians): HTML in ${Math.round(median(runs.map((r) => r.phases.html)))} ms, last script in ${Math.round(median(runs.map((r) => r.phases.scripts)))} ms, DOMContentLoaded ${Math.round(median(runs.map((r) => r.phases.domContentLoaded)))} ms\n` +
      `  until usable: ${last.scriptsUntilUsable} scripts, ${kb(last.scriptBytesUntilUsable)} of scripts on the wire; ${last.requestsUntilUsable} requests, ${kb(last.bytesUntilUsable)} in all\n` +
      `  once quiet:   ${last.scriptsTotal} scripts, ${kb(last.bytesTotal)} in all\n` +
      `  machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the end\n` +
      `  long tasks after usable (ms, per run): ${runs.map((r) => `[${r.longTasksAfter.join(' ')}]`).join(' ')}\n`,
  );
});
