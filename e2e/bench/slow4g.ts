import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { test, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { E2E_DIR, startPortal, stopPortal, type RunningPortal } from '../support/portal.js';

/**
 * `npm run bench:slow4g`: how the applicant portal (and the back office's sign-in) loads on a
 * phone network. Every page is loaded under DevTools' "Slow 4G" preset and a 4× slower CPU, set
 * through CDP before it navigates; cold (a new browser context: empty cache, no service worker)
 * and warm (one context that has visited the page once). Figures are printed and written to
 * bench/slow4g-results.json, never asserted. The portal is the last build, started here as
 * `npm run serve` runs it (support/portal.ts), with a fresh embedded PostgreSQL.
 */

const RUNS = Number(process.env.BENCH_SLOW4G_RUNS ?? 5);
/** DevTools' "Slow 4G" (Chrome 129+ presets), in CDP's units: ms, bytes per second. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 } as const;
const CPU_SLOWDOWN = 4;
/** Past this a load counts as never usable (printed as such; the bench goes on). */
const LOAD_TIMEOUT_MS = 90_000;
const RESULTS_FILE = path.join(E2E_DIR, 'bench', 'slow4g-results.json');

type Lang = 'ckb' | 'en';
const LANGS: Lang[] = ['ckb', 'en'];

interface BenchPage {
  label: string;
  path: string;
  /** Where the first control is looked for. */
  scope: string;
  /** What counts as a control there. */
  controls: string;
  /**
   * The applicant portal marks `<html data-hydrated>` once React answers input; "usable" waits for
   * it. The back office does not mark it: it renders on the client only, so its form exists only
   * once React has rendered it (its handlers attached). Should that form ever come in the first
   * HTML, the bench says so (`controlInServerHtml`) and waits for `data-hydrated` there too.
   */
  marksHydration: boolean;
}

const FORM_CONTROLS = 'input, textarea, select, button, [role="combobox"]';

const PAGES: BenchPage[] = [
  // The home page's controls are links drawn as buttons (its calls to action): no form control in its main.
  { label: 'home', path: '/', scope: 'main', controls: `${FORM_CONTROLS}, a[href]`, marksHydration: true },
  { label: 'trade-name search', path: '/tradenames/search', scope: 'main', controls: FORM_CONTROLS, marksHydration: true },
  {
    label: 'registration, first step',
    path: '/businesses/register?type=local_company',
    scope: 'main',
    controls: FORM_CONTROLS,
    marksHydration: true,
  },
  { label: 'back office sign-in', path: '/admin', scope: 'form', controls: FORM_CONTROLS, marksHydration: false },
];

/** What the init script notes, on the page's own clock (ms since navigation start). */
interface PageMarks {
  headingAt?: number;
  usableAt?: number;
  /** performance.timeOrigin + usableAt: to compare with CDP's wall-clock times. */
  usableEpoch?: number;
  /** What the first HTML held when the document had been parsed. */
  headingInServerHtml?: boolean;
  controlInServerHtml?: boolean;
  /** `<html lang>` once usable: the language the page actually showed. */
  lang?: string;
  control?: string;
}

/**
 * Runs in the page before its own scripts: from every animation frame on, notes the first frame
 * at which the first h1 is shown with text, and the first at which the page is usable (hydrated,
 * and the first visible enabled control of `scope` exists). Playwright's own waits poll; this is
 * the page's clock, to the frame.
 */
function watchPage({ scope, controls, marksHydration }: Pick<BenchPage, 'scope' | 'controls' | 'marksHydration'>): void {
  const marks: PageMarks = {};
  (window as unknown as { __slow4g: PageMarks }).__slow4g = marks;
  const shown = (element: Element | null): element is HTMLElement =>
    !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const enabled = (element: HTMLElement) => !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
  const firstControl = (): HTMLElement | undefined => {
    const container = document.querySelector(scope);
    if (!container) return undefined;
    return [...container.querySelectorAll<HTMLElement>(controls)].find((element) => shown(element) && enabled(element));
  };
  const headingShown = () => {
    const heading = document.querySelector('h1');
    return shown(heading) && !!heading.textContent?.trim();
  };
  document.addEventListener('DOMContentLoaded', () => {
    // Module scripts run before DOMContentLoaded, but React renders later (and its data later still).
    marks.headingInServerHtml ??= !!document.querySelector('h1');
    marks.controlInServerHtml ??= !!document.querySelector(scope)?.querySelector(controls);
  });
  const check = () => {
    const now = performance.now();
    if (marks.headingAt === undefined && headingShown()) marks.headingAt = now;
    if (marks.usableAt === undefined) {
      const hydrated = document.documentElement.hasAttribute('data-hydrated') || (!marksHydration && marks.controlInServerHtml === false);
      const control = hydrated ? firstControl() : undefined;
      if (control) {
        marks.usableAt = now;
        marks.usableEpoch = performance.timeOrigin + now;
        marks.lang = document.documentElement.lang;
        marks.control = `${control.tagName.toLowerCase()}${control.getAttribute('type') ? `[type=${control.getAttribute('type')}]` : ''}${control.getAttribute('role') ? `[role=${control.getAttribute('role')}]` : ''}`;
      }
    }
    if (marks.headingAt === undefined || marks.usableAt === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Every request's type, end and encoded size, from CDP (the page's own session). */
interface RequestLog {
  requests: Map<string, { url: string; type?: string; endMonotonic?: number; bytes?: number }>;
  /** wall-clock ms minus CDP's monotonic ms, from the first request sent. */
  clockOffset?: number;
}

/** A new page of the context with Slow 4G and the CPU slowdown set, and its requests logged, before it navigates. */
async function throttledPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession; log: RequestLog }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const log: RequestLog = { requests: new Map() };
  cdp.on('Network.requestWillBeSent', (event) => {
    log.clockOffset ??= event.wallTime * 1000 - event.timestamp * 1000;
    log.requests.set(event.requestId, { url: event.request.url, type: event.type });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = log.requests.get(event.requestId);
    if (entry) entry.type = event.type;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = log.requests.get(event.requestId);
    if (!entry) return;
    entry.endMonotonic = event.timestamp * 1000;
    entry.bytes = event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp, log };
}

/** Scripts (by type, or a .js address: modulepreloads) and encoded bytes of the requests finished by `untilEpoch`. */
function transferred(log: RequestLog, untilEpoch: number): { scripts: number; bytes: number } {
  let scripts = 0;
  let bytes = 0;
  for (const request of log.requests.values()) {
    if (request.endMonotonic === undefined || log.clockOffset === undefined) continue;
    if (request.endMonotonic + log.clockOffset > untilEpoch) continue;
    bytes += request.bytes ?? 0;
    let pathname = '';
    try {
      pathname = new URL(request.url).pathname;
    } catch {
      // data: and the like
    }
    if (request.type === 'Script' || pathname.endsWith('.js')) scripts++;
  }
  return { scripts, bytes };
}

interface LoadFigures {
  headingMs: number | null;
  usableMs: number | null;
  scripts: number | null;
  bytes: number | null;
  lang?: string;
  control?: string;
  headingInServerHtml?: boolean;
  controlInServerHtml?: boolean;
}

/** Loads `page.path` in a new throttled page of `context`; resolves once its heading is shown and it is usable (or at the timeout). */
async function load(context: BrowserContext, target: BenchPage): Promise<{ figures: LoadFigures; page: Page }> {
  const { page, cdp, log } = await throttledPage(context);
  await page.goto(target.path, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
  const marks = await page
    .waitForFunction(
      () => {
        const marks = (window as unknown as { __slow4g?: PageMarks }).__slow4g;
        return marks && marks.headingAt !== undefined && marks.usableAt !== undefined ? marks : undefined;
      },
      undefined,
      { timeout: LOAD_TIMEOUT_MS, polling: 100 },
    )
    .then((handle) => handle.jsonValue() as Promise<PageMarks>)
    .catch(
      async () =>
        (await page.evaluate(() => (window as unknown as { __slow4g?: PageMarks }).__slow4g).catch(() => undefined)) ?? ({} as PageMarks),
    );
  const sizes = marks.usableEpoch !== undefined ? transferred(log, marks.usableEpoch) : null;
  await cdp.detach().catch(() => undefined);
  return {
    page,
    figures: {
      headingMs: marks.headingAt ?? null,
      usableMs: marks.usableAt ?? null,
      scripts: sizes?.scripts ?? null,
      bytes: sizes?.bytes ?? null,
      lang: marks.lang,
      control: marks.control,
      headingInServerHtml: marks.headingInServerHtml,
      controlInServerHtml: marks.controlInServerHtml,
    },
  };
}

let visitor = 0;
/** The contexts still open: closed at once should the portal stop under them. */
const openContexts = new Set<BrowserContext>();

async function closeContexts(): Promise<void> {
  await Promise.all([...openContexts].map((context) => context.close().catch(() => undefined)));
}

/** A browser context in `lang`: `localStorage.settings` (and the back office's `RaStore.locale`), the `lang` cookie and Accept-Language; the terms accepted. */
async function newContext(browser: Browser, baseURL: string, lang: Lang, target?: BenchPage): Promise<BrowserContext> {
  visitor++;
  const context = await browser.newContext({
    baseURL,
    // Each context a visitor of its own, so that the API's per-address limits never slow a run.
    extraHTTPHeaders: { 'Accept-Language': lang, 'X-Forwarded-For': `198.18.${201 + Math.floor(visitor / 250)}.${1 + (visitor % 250)}` },
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  // The terms accepted as the portal stores them (a cookie the server reads, and the browser's
  // storage), so that the registration's first step is rendered on the server rather than the terms page.
  await context.addCookies([
    { name: 'lang', value: lang, url: baseURL },
    { name: 'termsAccepted', value: new Date().toISOString(), url: baseURL },
  ]);
  await context.addInitScript((lang) => {
    localStorage.setItem('settings', JSON.stringify({ lang }));
    // The back office keeps its language in react-admin's store, not in `settings`.
    localStorage.setItem('RaStore.locale', JSON.stringify(lang));
    localStorage.setItem('termsAccepted', new Date().toISOString());
  }, lang);
  if (target)
    await context.addInitScript(watchPage, { scope: target.scope, controls: target.controls, marksHydration: target.marksHydration });
  return context;
}

/** After a first visit: the service worker's `ready`, if the page registers one (none may exist yet). */
async function serviceWorkerSettled(page: Page): Promise<'none' | 'ready' | 'timeout'> {
  await page.waitForLoadState('load', { timeout: LOAD_TIMEOUT_MS }).catch(() => undefined);
  return page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return 'none' as const;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // A registration may come a little after the load event.
    let registration = await navigator.serviceWorker.getRegistration();
    for (let waited = 0; !registration && waited < 3_000; waited += 250) {
      await sleep(250);
      registration = await navigator.serviceWorker.getRegistration();
    }
    if (!registration) return 'none' as const;
    return Promise.race([navigator.serviceWorker.ready.then(() => 'ready' as const), sleep(60_000).then(() => 'timeout' as const)]);
  });
}

/** The same-run baseline: a cold, throttled navigation to the API's health answer, to its last byte (navigation timing's responseEnd). */
async function bareRequest(browser: Browser, baseURL: string): Promise<number> {
  const context = await browser.newContext({ baseURL });
  try {
    const { page } = await throttledPage(context);
    await page.goto('/api/health', { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    return await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd);
  } finally {
    await context.close();
  }
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length < values.length || !known.length) return null; // a run that never became usable makes the median meaningless
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
};

interface Row {
  page: string;
  path: string;
  lang: Lang;
  cold: { headingMs: number | null; usableMs: number | null; scripts: number | null; kb: number | null; runs: LoadFigures[] };
  warm: {
    headingMs: number | null;
    usableMs: number | null;
    scripts: number | null;
    kb: number | null;
    serviceWorker: string;
    firstVisit: LoadFigures;
    runs: LoadFigures[];
  };
}

const summary = (runs: LoadFigures[]) => {
  const bytes = median(runs.map((run) => run.bytes));
  return {
    headingMs: median(runs.map((run) => run.headingMs)),
    usableMs: median(runs.map((run) => run.usableMs)),
    scripts: median(runs.map((run) => run.scripts)),
    kb: bytes === null ? null : bytes / 1024,
  };
};

/** Past the one it starts with: how many times the bench starts the portal again after something outside it stopped the portal. */
const MAX_RESTARTS = 5;
const portalEnv = process.env.BENCH_SLOW4G_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_SLOW4G_LOG_LEVEL } : {};
let portal: RunningPortal | undefined;

async function startBenchPortal(): Promise<RunningPortal> {
  const started = Date.now();
  const running = await startPortal(portalEnv);
  process.stdout.write(
    `bench:slow4g: the last build's portal at ${running.baseUrl} (data ${running.dataDir}), healthy in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return running;
}

const hasStopped = (running: RunningPortal) => running.child.exitCode !== null || running.child.signalCode !== null;

test.beforeAll(async () => {
  portal = await startBenchPortal();
});

test.afterAll(async () => {
  if (portal) await stopPortal(portal);
  portal = undefined;
});

/** Unthrottled and unmeasured: one load of each page, so that the first measured run does not also pay for the server's first answers. */
async function warmUpServer(browser: Browser, baseURL: string, targets: BenchPage[]): Promise<void> {
  for (const target of targets) {
    const context = await newContext(browser, baseURL, 'ckb');
    try {
      const page = await context.newPage();
      await page.goto(target.path, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS }).catch(() => undefined);
    } finally {
      await context.close();
    }
  }
}

/** One page in one language: RUNS cold loads, then a first visit and RUNS warm loads in one context. */
async function measure(browser: Browser, baseURL: string, target: BenchPage, lang: Lang): Promise<Row> {
  const coldRuns: LoadFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await newContext(browser, baseURL, lang, target);
    try {
      coldRuns.push((await load(context, target)).figures);
    } finally {
      await context.close();
    }
  }
  const context = await newContext(browser, baseURL, lang, target);
  const warmRuns: LoadFigures[] = [];
  try {
    const first = await load(context, target);
    const serviceWorker = await serviceWorkerSettled(first.page);
    await first.page.close();
    for (let run = 0; run < RUNS; run++) {
      const warm = await load(context, target);
      warmRuns.push(warm.figures);
      await warm.page.close();
    }
    return {
      page: target.label,
      path: target.path,
      lang,
      cold: { ...summary(coldRuns), runs: coldRuns },
      warm: { ...summary(warmRuns), serviceWorker, firstVisit: first.figures, runs: warmRuns },
    };
  } finally {
    await context.close();
  }
}

test('applicant portal on Slow 4G with a 4× slower CPU', async ({ browser }) => {
  const began = Date.now();
  // The machine's load while it ran: the CPU slowdown is on top of whatever else shares the cores.
  const loadAtStart = loadavg()[0]!;
  const progress = (line: string) => process.stdout.write(`  [${String(Math.round((Date.now() - began) / 1000)).padStart(4)} s] ${line}\n`);

  await warmUpServer(browser, portal!.baseUrl, PAGES);
  const baselineRuns: number[] = [];
  for (let run = 0; run < RUNS; run++) baselineRuns.push(await bareRequest(browser, portal!.baseUrl));
  const baseline = median(baselineRuns)!;
  progress(`bare request (GET /api/health): ${baselineRuns.map((ms) => Math.round(ms)).join(' ')} ms`);

  const rows: Row[] = [];
  const restarts: { during: string; exit: string }[] = [];
  for (const target of PAGES) {
    for (const lang of LANGS) {
      let row: Row | undefined;
      while (!row) {
        const running = portal!;
        try {
          // Should the portal stop under it, the page's figures are dropped at once rather than after its loads time out.
          row = await Promise.race([
            measure(browser, running.baseUrl, target, lang),
            running.exited.then(() => {
              throw new Error(`the portal stopped (${running.child.signalCode ?? `exit code ${running.child.exitCode}`})`);
            }),
          ]);
        } catch (error) {
          if (!hasStopped(running) || restarts.length >= MAX_RESTARTS) throw error;
          // Not the bench's doing (it stops the portal only at its end): another process on this machine sent it a signal.
          const exit = running.child.signalCode ?? `exit code ${running.child.exitCode}`;
          restarts.push({ during: `${target.path} ${lang}`, exit });
          progress(
            `the portal stopped (${exit}) during ${target.path} ${lang}, not by the bench's doing: starting it again and measuring this page again`,
          );
          await closeContexts();
          await stopPortal(running);
          portal = await startBenchPortal();
          await warmUpServer(browser, portal.baseUrl, [target]);
        }
      }
      rows.push(row);
      const { coldRuns, warmRuns, serviceWorker } = {
        coldRuns: row.cold.runs,
        warmRuns: row.warm.runs,
        serviceWorker: row.warm.serviceWorker,
      };
      const times = (runs: LoadFigures[], key: 'headingMs' | 'usableMs') =>
        runs.map((run) => (run[key] === null ? '—' : Math.round(run[key]))).join(' ');
      progress(
        `${target.path} ${lang}: cold heading ${times(coldRuns, 'headingMs')}, usable ${times(coldRuns, 'usableMs')}; warm heading ${times(warmRuns, 'headingMs')}, usable ${times(warmRuns, 'usableMs')} ms` +
          `; until usable, cold ${row.cold.scripts ?? '—'} scripts ${row.cold.kb?.toFixed(1) ?? '—'} KB, warm ${row.warm.scripts ?? '—'} scripts ${row.warm.kb?.toFixed(1) ?? '—'} KB` +
          ` (shown in ${coldRuns[0]?.lang ?? '?'}, first control ${coldRuns[0]?.control ?? '?'}, h1 in the first HTML: ${coldRuns[0]?.headingInServerHtml ? 'yes' : 'no'}, service worker: ${serviceWorker})`,
      );
    }
  }

  const cell = (ms: number | null) =>
    ms === null ? 'never usable' : `${Math.round(ms).toLocaleString('en')} ms (${(ms / baseline).toFixed(1)}×)`;
  const table = [
    '| page | lang | cold heading | cold usable | warm heading | warm usable | scripts | KB transferred |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.path} | ${row.lang} | ${cell(row.cold.headingMs)} | ${cell(row.cold.usableMs)} | ${cell(row.warm.headingMs)} | ${cell(row.warm.usableMs)} | ${row.cold.scripts ?? '—'} | ${row.cold.kb === null ? '—' : row.cold.kb.toFixed(1)} |`,
    ),
  ];
  const report = [
    '',
    `bench:slow4g — DevTools Slow 4G (${SLOW_4G.latency} ms, ${SLOW_4G.downloadThroughput / 1000} kB/s down, ${SLOW_4G.uploadThroughput / 1000} kB/s up) and a ${CPU_SLOWDOWN}× slower CPU, Chromium ${browser.version()}`,
    `medians of ${RUNS} runs, ms since navigation start on the page's clock (× the bare request); cold: a new browser context each run; warm: ${RUNS} more loads in a context that has loaded the page once`,
    `scripts and KB transferred: cold loads, until usable (CDP encodedDataLength; warm figures in ${path.relative(process.cwd(), RESULTS_FILE)})`,
    '',
    ...table,
    '',
    `machine: ${availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
    `bare request (cold GET /api/health, responseEnd): median ${Math.round(baseline)} ms of ${RUNS} (${baselineRuns.map((ms) => Math.round(ms)).join(', ')})`,
    ...(restarts.length
      ? [
          `the portal was stopped from outside the bench ${restarts.length} time(s) and started again; the page it was measuring then was measured again (${restarts.map((restart) => restart.during).join('; ')})`,
        ]
      : []),
    '',
  ].join('\n');
  process.stdout.write(report);

  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        browser: `Chromium ${browser.version()}`,
        network: SLOW_4G,
        cpuThrottlingRate: CPU_SLOWDOWN,
        runs: RUNS,
        machine: { cores: availableParallelism(), loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadavg()[0] },
        portalRestarts: restarts,
        baseline: { what: 'cold GET /api/health, navigation responseEnd (ms)', medianMs: baseline, runsMs: baselineRuns },
        pages: rows.map((row) => ({
          ...row,
          cold: {
            ...row.cold,
            headingRatio: row.cold.headingMs === null ? null : row.cold.headingMs / baseline,
            usableRatio: row.cold.usableMs === null ? null : row.cold.usableMs / baseline,
          },
          warm: {
            ...row.warm,
            headingRatio: row.warm.headingMs === null ? null : row.warm.headingMs / baseline,
            usableRatio: row.warm.usableMs === null ? null : row.warm.usableMs / baseline,
          },
        })),
        table: table.join('\n'),
      },
      null,
      2,
    )}\n`,
  );
  process.stdout.write(`written to ${path.relative(process.cwd(), RESULTS_FILE)} in ${Math.round((Date.now() - began) / 1000)} s\n`);
});
