/**
 * Registers the service worker (src/service-worker/sw.ts, built to /sw.js) and lets a new build
 * take over at the applicant's next navigation, never mid-form (issue 31 §4; docs/web-applicant.md,
 * "Service worker and offline"):
 *
 * - a new build's worker installs and waits; nothing reloads by itself;
 * - at the next client-side navigation (the router writes a new address into the history, or
 *   Back and Forward move to one), the waiting worker is told to take over and the page is loaded
 *   again at that address, so that the new build's code renders it;
 * - a tab whose worker was replaced by another tab's take-over does the same at its next
 *   navigation (its code is the previous build's).
 *
 * Production builds only (a development server has no sw.js), where the browser has service workers.
 * This module is in the first chunk and small; the rest (service-worker-updates.ts) is loaded once
 * the page has loaded.
 */
let registered = false;

/**
 * Call once, after the first render (main.tsx). Registers when the page has loaded and the
 * browser is idle, so that the worker's precaching never competes with the page's own first load.
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  const start = () => {
    const go = () => {
      // Offline (the connection dropped before the browser was idle), the worker's script cannot be
      // fetched: registering then fails with an error in the console, and nothing would try again.
      if (!navigator.onLine) return void window.addEventListener('online', go, { once: true });
      // The connection may also drop between that check and the fetch: then try again when it returns.
      void import('./service-worker-updates')
        .then(({ register }) => register(controlledAtLoad))
        .catch(() => {
          if (!navigator.onLine) window.addEventListener('online', go, { once: true });
        });
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: 4_000 });
    else window.setTimeout(go, 1_000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
