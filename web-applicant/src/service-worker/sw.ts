/// <reference lib="webworker" />
/**
 * The applicant portal's service worker (issue 31 §4; docs/web-applicant.md, "Service worker and
 * offline"), built by vite-plugin-pwa (`injectManifest`) to `dist/sw.js`, scope `/`.
 *
 * - The build's hashed files (`assets/*`: scripts, styles, the fonts' Arabic and Latin subsets)
 *   are precached, so a repeat visit renders without waiting for the network.
 * - Pages (navigations) are NOT answered with a precached shell: the server renders each page's
 *   HTML per URL and language. Each URL's answer is kept at run time and served stale while
 *   revalidating (the kept copy at once, refreshed in the background); nothing kept: the
 *   network; offline and nothing kept for that URL: another kept page (the client-side router
 *   then renders the address). Each build keeps its own pages (they name its scripts).
 * - `/api/*`, `/admin*` and `/dev/*` are never the worker's (rules.ts).
 * - A new build installs and waits; the page tells it to take over at the applicant's next
 *   navigation (SKIP_WAITING), never mid-form (app/service-worker.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  BYPASSED_PATHS,
  buildIdOf,
  CACHE_PAGE,
  isHashedAsset,
  isKeepablePage,
  isPortalPage,
  MAX_CACHED_PAGES,
  PAGES_CACHE_PREFIX,
  SKIP_WAITING,
} from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** Chromium's static routing (`InstallEvent.addRoutes`): these requests go to the network without starting the worker. */
interface InstallEventWithRoutes extends ExtendableEvent {
  addRoutes?: (rules: { condition: { urlPattern: unknown }; source: 'network' }[]) => Promise<void>;
}
declare const URLPattern: (new (init: { pathname: string; baseURL: string }) => unknown) | undefined;

const manifest = self.__WB_MANIFEST;
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${buildIdOf(manifest)}`;
const origin = self.location.origin;

// ── Hashed files ──
precacheAndRoute(manifest);
cleanupOutdatedCaches();
// One the build did not precache (a font subset of another script, an image): kept once fetched, as the file never changes.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isHashedAsset(url, origin),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

// ── Pages ──
const pages = new StaleWhileRevalidate({
  cacheName: PAGES_CACHE,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isKeepablePage(response) ? response : null) },
    new ExpirationPlugin({ maxEntries: MAX_CACHED_PAGES, maxAgeSeconds: 60 * 60 * 24 * 30 }),
  ],
});

/** Offline, with nothing kept for this URL: the home page if kept, else the latest page kept. */
async function anyKeptPage(): Promise<Response | undefined> {
  const cache = await caches.open(PAGES_CACHE);
  const home = await cache.match(`${origin}/`, { ignoreVary: true });
  if (home) return home;
  const keys = await cache.keys();
  return keys.length ? cache.match(keys[keys.length - 1]!, { ignoreVary: true }) : undefined;
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && request.method === 'GET' && isPortalPage(url, origin),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const kept = await anyKeptPage();
      if (kept) return kept;
      throw error;
    }
  },
);

/** Keeps a page's HTML when none is kept yet (the first visit's page, asked for by the page itself). */
async function keepPage(event: ExtendableEvent, href: string): Promise<void> {
  const url = new URL(href);
  if (!isPortalPage(url, origin)) return;
  url.hash = '';
  const cache = await caches.open(PAGES_CACHE);
  if (await cache.match(url.href)) return;
  await pages
    .handle({ event, request: new Request(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } }) })
    .catch(() => undefined);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  if (data?.type === CACHE_PAGE && typeof data.url === 'string') event.waitUntil(keepPage(event, data.url));
});

// ── Install and take-over ──
self.addEventListener('install', (event: InstallEventWithRoutes) => {
  if (typeof event.addRoutes === 'function' && typeof URLPattern === 'function') {
    const rules = BYPASSED_PATHS.map((pathname) => ({
      condition: { urlPattern: new URLPattern({ pathname, baseURL: origin }) },
      source: 'network' as const,
    }));
    event.waitUntil(event.addRoutes(rules).catch(() => undefined));
  }
  // The pages the applicant has open (and the home page), fetched anew for this build while it
  // waits, so that they are there offline once it takes over.
  event.waitUntil(carryOverPages(event));
});

async function carryOverPages(event: ExtendableEvent): Promise<void> {
  const earlier = (await caches.keys()).filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE);
  if (!earlier.length) return;
  const open = (await self.clients.matchAll({ type: 'window' })).map((client) => client.url);
  const urls = new Set([...open, `${origin}/`]);
  await Promise.all([...urls].map((url) => keepPage(event, url)));
}

// The first build claims the page that installed it (nothing controlled it); a later one takes
// over when told to (SKIP_WAITING) or once every tab of the portal is closed.
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE).map((name) => caches.delete(name))),
      ),
  );
});
