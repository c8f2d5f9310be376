/**
 * The service worker's registration and the take-over of a new build at the next navigation
 * (issue 31 §4): see service-worker.ts, which loads this module once the page has loaded.
 */
import { CACHE_PAGE, SKIP_WAITING } from '../service-worker/rules';

const SW_URL = '/sw.js';
/** How long a take-over may take before the page loads anyway (the old worker then answers, which is harmless). */
const TAKE_OVER_TIMEOUT_MS = 3_000;
/** A long-open tab asks for a new build at a navigation at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 15 * 60_000;

/** Registers /sw.js (scope /) and watches the navigations for a new build to bring in. */
export async function register(controlledAtLoad: boolean): Promise<void> {
  const registration = await navigator.serviceWorker.register(SW_URL, { scope: '/', updateViaCache: 'none' });
  const takeOver = createTakeOver(registration);
  // The first visit's page came before the worker: it asks the worker to keep this page too.
  if (!controlledAtLoad)
    void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage({ type: CACHE_PAGE, url: window.location.href }));
  watchNavigations(window, takeOver);
}

/** What the navigation watcher needs of the registration: whether new code is due, and how to bring it in. */
export interface TakeOver {
  /** A new build waits, or another tab already let it take over this one. */
  isDue(): boolean;
  /** Activates the waiting build (if any) and loads the current address again. */
  run(): Promise<void>;
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
  return {
    isDue: () => registration.waiting !== null || replaced,
    async run() {
      if (takingOver) return;
      takingOver = true;
      const waiting = registration.waiting;
      if (waiting) {
        const changed = new Promise<void>((resolve) => {
          container.addEventListener('controllerchange', () => resolve(), { once: true });
          win.setTimeout(resolve, TAKE_OVER_TIMEOUT_MS);
        });
        waiting.postMessage({ type: SKIP_WAITING });
        await changed;
      }
      win.location.reload();
    },
    check() {
      if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
      lastCheck = Date.now();
      void registration.update().catch(() => undefined);
    },
  };
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
