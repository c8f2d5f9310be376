/**
 * The service worker's registration and the take-over of a new build at the next navigation
 * (issue 31 §4): see service-worker.ts, which loads this module once the page has loaded.
 */
import { CACHE_PAGE, SKIP_WAITING } from '../service-worker/rules';

const SW_URL = '/sw.js';
/** How long a take-over may take; past it the page stays as it is and the next navigation tries again. */
const TAKE_OVER_TIMEOUT_MS = 10_000;
/** How long a link's page waits for a take-over before the router shows it under the old build. */
const LINK_TAKE_OVER_TIMEOUT_MS = 3_000;
/**
 * How long after a click on a link the waiting build is first told to take over. Chromium warms
 * the controlling worker up for a link under the pointer; should that start arrive while the old
 * worker is stopping for the new build, the old one runs again until idle for 30 s, and the
 * take-over fails (traced in e2e/offline-draft.spec.ts: the old worker started again with no event
 * to handle). Told a moment later, the old worker is already running when it is asked to stop.
 */
const LINK_WARM_UP_SETTLE_MS = 300;
/**
 * How often the waiting build is told again to take over. Chromium activates a build told to
 * skip waiting once the old worker is idle, and asks that worker to stop as soon as it is, once;
 * told again meanwhile, in case a telling reached a worker that was being replaced.
 */
const SKIP_WAITING_REPEAT_MS = 500;
/** A long-open tab asks for a new build at a navigation at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 15 * 60_000;

/** Registers /sw.js (scope /) and watches the navigations for a new build to bring in. */
export async function register(controlledAtLoad: boolean): Promise<void> {
  const registration: ServiceWorkerRegistration | undefined = await navigator.serviceWorker.register(SW_URL, {
    scope: '/',
    updateViaCache: 'none',
  });
  // Where something between the page and the browser stubs registration out (Playwright's
  // `serviceWorkers: 'block'` resolves with nothing), the page simply has no worker.
  if (!registration) return;
  const takeOver = createTakeOver(registration);
  watchLinkClicks(document, takeOver);
  // The first visit's page came before the worker: it asks the worker to keep this page too.
  if (!controlledAtLoad)
    void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: CACHE_PAGE, url: window.location.href }));
  watchNavigations(window, takeOver);
}

/** What the navigation watcher needs of the registration: whether new code is due, and how to bring it in. */
export interface TakeOver {
  /** A new build waits, or another tab already let it take over this one. */
  isDue(): boolean;
  /**
   * Activates the waiting build (if any), then loads `destination` (else the current address
   * again) under it; false when the build did not take over in time (nothing is loaded then).
   */
  run(destination?: string): Promise<boolean>;
  /** Asks the server for a new build (throttled). */
  check(): void;
}

export function createTakeOver(registration: ServiceWorkerRegistration, win: Window = window): TakeOver {
  const container = win.navigator.serviceWorker;
  // Replaced under this tab: a worker controlled it and another took over (not the first build
  // claiming a page nothing controlled), so this tab's code is a previous build's.
  let replaced = false;
  let takingOver = false;
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled && !takingOver) replaced = true;
    controlled = container.controller !== null;
  });
  let lastCheck = Date.now();
  /** Tells the waiting build to take over until this tab has a new controller (true) or the time is up (false). */
  const activated = (waiting: ServiceWorker, timeoutMs: number, firstAskAfterMs: number) =>
    new Promise<boolean>((resolve) => {
      const ask = () => waiting.postMessage({ type: SKIP_WAITING });
      let repeat: number | undefined;
      const first = win.setTimeout(() => {
        ask();
        repeat = win.setInterval(ask, SKIP_WAITING_REPEAT_MS);
      }, firstAskAfterMs);
      const done = (changed: boolean) => {
        win.clearTimeout(first);
        win.clearInterval(repeat);
        win.clearTimeout(timeout);
        resolve(changed);
      };
      const timeout = win.setTimeout(() => done(false), timeoutMs);
      container.addEventListener('controllerchange', () => done(true), { once: true });
    });
  return {
    isDue: () => registration.waiting !== null || replaced,
    async run(destination) {
      if (takingOver) return false;
      takingOver = true;
      const waiting = registration.waiting;
      const [timeoutMs, firstAskAfterMs] = destination ? [LINK_TAKE_OVER_TIMEOUT_MS, LINK_WARM_UP_SETTLE_MS] : [TAKE_OVER_TIMEOUT_MS, 0];
      const tookOver = !waiting || (await activated(waiting, timeoutMs, firstAskAfterMs));
      if (!tookOver) {
        // Loaded now, the page would go to the old worker as it stops (and may hang there): left as it is.
        takingOver = false;
        return false;
      }
      if (destination) win.location.assign(destination);
      else win.location.reload();
      return true;
    },
    check() {
      if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
      lastCheck = Date.now();
      void registration.update().catch(() => undefined);
    },
  };
}

/**
 * A click on a link to another page of the portal while a new build waits: the take-over runs
 * first, then the browser loads the link's address under the new build. Before the router
 * loads the next page, the page asks nothing of the old worker, which Chromium then stops at
 * once so that the new build can take over (a request in between, such as the next page's
 * code or images, kept it running until its idle timeout). Should the new build not take over
 * in time, the click goes on to the router as usual (the new build claims the page once the old
 * one stops, and the navigation after that loads it).
 */
export function watchLinkClicks(doc: Pick<Document, 'addEventListener' | 'removeEventListener'>, takeOver: TakeOver): () => void {
  let passing = false;
  const onClick = (event: MouseEvent) => {
    if (passing || event.defaultPrevented || !takeOver.isDue()) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const here = new URL(window.location.href);
    const there = new URL(link.href);
    if (there.origin !== here.origin || (there.pathname === here.pathname && there.search === here.search)) return;
    event.preventDefault();
    event.stopPropagation();
    void takeOver.run(there.href).then((done) => {
      if (done) return;
      passing = true;
      link.click();
      passing = false;
    });
  };
  // Capturing, on the document: before the router's own handler (on React's root) sees the click.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/**
 * At each client-side navigation to another page (a new address in the history, a replaced one,
 * Back and Forward; not a jump to a fragment of the same page, such as the skip link's), new
 * code is brought in if due. The history is watched rather than the router, whose module this
 * one (in the first chunk) would otherwise pull in early: react-router writes the address with
 * `history.pushState`/`replaceState` as a navigation completes and follows `popstate`, so loading
 * the page again lands where the applicant was going, with the history as it should be.
 */
export function watchNavigations(
  win: Pick<Window, 'history' | 'location' | 'addEventListener' | 'removeEventListener'>,
  takeOver: TakeOver,
): () => void {
  const addressOf = (location: Pick<Location, 'pathname' | 'search'>) => `${location.pathname}${location.search}`;
  let last = addressOf(win.location);
  const afterChange = () => {
    const now = addressOf(win.location);
    if (now === last) return;
    last = now;
    if (takeOver.isDue()) void takeOver.run();
    else takeOver.check();
  };
  const { history } = win;
  const wrap = (name: 'pushState' | 'replaceState') => {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      afterChange();
    };
    return () => {
      history[name] = original;
    };
  };
  const unwrap = [wrap('pushState'), wrap('replaceState')];
  win.addEventListener('popstate', afterChange);
  return () => {
    unwrap.forEach((restore) => restore());
    win.removeEventListener('popstate', afterChange);
  };
}
