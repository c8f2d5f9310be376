import { describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from '../service-worker/rules';
import { createTakeOver, register, watchNavigations } from './service-worker-updates';

/** A window's history and address as the watcher sees them; `back` moves as the browser does, then says so (popstate). */
function fakeWindow() {
  const events = new EventTarget();
  const location = { pathname: '/', search: '', hash: '' };
  const move = (url: string) => {
    const next = new URL(url, 'https://registry.example');
    Object.assign(location, { pathname: next.pathname, search: next.search, hash: next.hash });
  };
  const history = {
    pushState: (_state: unknown, _unused: string, url?: string | URL | null) => url && move(String(url)),
    replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => url && move(String(url)),
  } as unknown as History;
  return {
    history,
    location: location as unknown as Location,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    back(url: string) {
      move(url);
      events.dispatchEvent(new Event('popstate'));
    },
  };
}

/** A window with a service-worker container, a registration, timers and a reload that is counted. */
function fakeBrowser(waiting: { postMessage: (message: unknown) => void } | null, controlled: boolean) {
  const target = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  const reload = vi.fn();
  const assign = vi.fn();
  const registration = { waiting, update: vi.fn(() => Promise.resolve()) } as unknown as ServiceWorkerRegistration;
  const win = {
    navigator: { serviceWorker: target },
    location: { reload, assign },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  } as unknown as Window;
  const changeController = () => {
    target.controller = {};
    target.dispatchEvent(new Event('controllerchange'));
  };
  return { registration, win, reload, assign, changeController };
}

describe('a new build takes over at the next navigation, never mid-form (issue 31 §4)', () => {
  it('leaves the page alone while a new build waits, then activates it and loads the page again at the next navigation', async () => {
    const page = fakeWindow();
    const posted: unknown[] = [];
    const browser = fakeBrowser(null, true);
    const takeOver = createTakeOver(browser.registration, browser.win);
    watchNavigations(page, takeOver);

    page.history.pushState(null, '', '/register');
    expect(browser.reload).not.toHaveBeenCalled();

    // A new build installs and waits: nothing happens until the applicant navigates.
    (browser.registration as { waiting: unknown }).waiting = {
      postMessage: (message: unknown) => {
        posted.push(message);
        browser.changeController();
      },
    };
    // Not a navigation to another page: the history's state alone, or a fragment (the skip link).
    page.history.replaceState({ idx: 1 }, '');
    page.history.pushState(null, '', '/register#main-content');
    page.back('/register');
    expect(browser.reload).not.toHaveBeenCalled();
    expect(posted).toEqual([]);

    page.history.pushState(null, '', '/businesses/register/company');
    await vi.waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([{ type: SKIP_WAITING }]);
  });

  it('tells the waiting build again until it takes over, and never loads the page again under the old one', async () => {
    vi.useFakeTimers();
    try {
      // Activated at the third telling (the page's requests had restarted the old worker in between).
      const page = fakeWindow();
      const posted: unknown[] = [];
      const browser = fakeBrowser(null, true);
      watchNavigations(page, createTakeOver(browser.registration, browser.win));
      (browser.registration as { waiting: unknown }).waiting = {
        postMessage: (message: unknown) => {
          posted.push(message);
          if (posted.length === 3) browser.changeController();
        },
      };
      page.history.pushState(null, '', '/register');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(posted).toEqual([{ type: SKIP_WAITING }, { type: SKIP_WAITING }, { type: SKIP_WAITING }]);
      expect(browser.reload).toHaveBeenCalledTimes(1);

      // Never activated: the page stays as it is, and the next navigation tries again.
      let told = 0;
      const stuck = fakeBrowser({ postMessage: () => (told += 1) }, true);
      const other = fakeWindow();
      watchNavigations(other, createTakeOver(stuck.registration, stuck.win));
      other.history.pushState(null, '', '/register');
      await vi.advanceTimersByTimeAsync(30_000);
      expect(stuck.reload).not.toHaveBeenCalled();
      const toldFirst = told;
      expect(toldFirst).toBeGreaterThan(1);
      other.history.pushState(null, '', '/tradenames/search');
      await vi.advanceTimersByTimeAsync(1_000);
      expect(told).toBeGreaterThan(toldFirst);
      stuck.changeController();
      await vi.advanceTimersByTimeAsync(0);
      expect(stuck.reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tab whose worker another tab replaced loads again at its next navigation; the first build claiming the page changes nothing', async () => {
    const page = fakeWindow();
    const replacedTab = fakeBrowser(null, true);
    watchNavigations(page, createTakeOver(replacedTab.registration, replacedTab.win));
    page.history.pushState(null, '', '/register');
    replacedTab.changeController();
    expect(replacedTab.reload).not.toHaveBeenCalled();
    // Back is a navigation too.
    page.back('/');
    await vi.waitFor(() => expect(replacedTab.reload).toHaveBeenCalledTimes(1));

    // The first visit: the worker claims the page that installed it; that is not a new build.
    const other = fakeWindow();
    const firstVisit = fakeBrowser(null, false);
    watchNavigations(other, createTakeOver(firstVisit.registration, firstVisit.win));
    firstVisit.changeController();
    other.history.pushState(null, '', '/register');
    other.back('/');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(firstVisit.reload).not.toHaveBeenCalled();
    // Once claimed, a later build taking over from another tab replaces this tab's too.
    firstVisit.changeController();
    other.history.pushState(null, '', '/register');
    await vi.waitFor(() => expect(firstVisit.reload).toHaveBeenCalledTimes(1));
  });

  it("a link's page: the build is told a moment after the click, then the page loads under it; not taken over in time, nothing loads", async () => {
    vi.useFakeTimers();
    try {
      const posted: unknown[] = [];
      const browser = fakeBrowser(null, true);
      const takeOver = createTakeOver(browser.registration, browser.win);
      (browser.registration as { waiting: unknown }).waiting = { postMessage: (message: unknown) => posted.push(message) };
      const opened = takeOver.run('/tradenames/search');
      // Not at once: Chromium's warm-up of the old worker for the link must not restart it as it stops.
      await vi.advanceTimersByTimeAsync(250);
      expect(posted).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      expect(posted).toEqual([{ type: SKIP_WAITING }]);
      browser.changeController();
      expect(await opened).toBe(true);
      expect(browser.assign).toHaveBeenCalledWith('/tradenames/search');
      expect(browser.reload).not.toHaveBeenCalled();

      const stuck = fakeBrowser({ postMessage: () => undefined }, true);
      const late = createTakeOver(stuck.registration, stuck.win).run('/tradenames/search');
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await late).toBe(false);
      expect(stuck.assign).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('register', () => {
  it('leaves the page alone when the registration resolves with nothing (a tool stubbing service workers out)', async () => {
    const listen = vi.fn();
    const container = Object.assign(new EventTarget(), {
      controller: null,
      register: vi.fn(() => Promise.resolve(undefined)),
      ready: new Promise(() => {}),
    });
    vi.stubGlobal('navigator', { serviceWorker: container });
    vi.stubGlobal('document', { addEventListener: listen, removeEventListener: vi.fn() });
    vi.stubGlobal('window', {
      navigator: { serviceWorker: container },
      history: {},
      location: { pathname: '/', search: '' },
      addEventListener: listen,
    });
    try {
      await expect(register(false)).resolves.toBeUndefined();
      expect(container.register).toHaveBeenCalledOnce();
      // No click or history watcher, which would read the missing registration's `waiting` at the next click.
      expect(listen).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
