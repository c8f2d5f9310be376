/**
 * What the service worker (sw.ts) keeps and what it leaves alone, as pure functions so that a
 * test can read them (rules.test.ts), and the messages the page and the worker exchange
 * (app/service-worker.ts). docs/web-applicant.md, "Service worker and offline".
 */

/** Page → waiting worker: take over now (sent at the applicant's next navigation, never mid-form). */
export const SKIP_WAITING = 'skip-waiting';
/** Page → active worker: keep this page's HTML (the first visit's page came before the worker did). */
export const CACHE_PAGE = 'cache-page';

/** The prefix of the caches of pages' HTML; each build has its own (`pages-<build>`), emptied when the next takes over. */
export const PAGES_CACHE_PREFIX = 'pages-';
/** Hashed files asked for at run time that the build did not precache (another script's font subsets). */
export const ASSETS_CACHE = 'assets';
export const MAX_CACHED_PAGES = 40;

/**
 * Never the worker's: the API (never cached: answers are per user and live), the back office
 * (not offline), the development mail catcher. Also told to the browser as static routes where
 * it has them (`InstallEvent.addRoutes`), so that these requests never even wake the worker.
 */
export const BYPASSED_PATHS: readonly string[] = ['/api', '/api/*', '/admin', '/admin/*', '/dev/*'];

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** A path the worker must not touch, whatever kind of request it is. */
export function isBypassed(pathname: string): boolean {
  return isUnder(pathname, '/api') || isUnder(pathname, '/admin') || isUnder(pathname, '/dev');
}

/**
 * A page of the portal, whose HTML the worker keeps per URL: same origin, not bypassed, and
 * without a file extension (the server answers only those with a page; `/static/1.pdf` is a file).
 */
export function isPortalPage(url: URL, origin: string): boolean {
  if (url.origin !== origin || isBypassed(url.pathname)) return false;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** A hashed build file (`/assets/…`, never changes), not a source map. */
export function isHashedAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map');
}

/**
 * A page's answer worth keeping for offline use: a whole HTML page of this origin (not an
 * error, not the end of a redirect, not marked `no-store`, which a page rendered for one signed-in
 * user must carry).
 */
export function isKeepablePage(response: Pick<Response, 'status' | 'type' | 'redirected' | 'headers'>): boolean {
  if (response.status !== 200 || response.redirected || (response.type !== 'basic' && response.type !== 'default')) return false;
  if (/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  return /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * The build's identity, from its precache list (every file name carries its content's hash):
 * the pages cached by one build name that build's scripts, so each build keeps its own.
 */
export function buildIdOf(manifest: readonly (string | { url: string; revision?: string | null })[]): string {
  // FNV-1a, 32 bits: short, stable, and enough to tell builds apart.
  let hash = 0x811c9dc5;
  for (const entry of manifest) {
    const text = typeof entry === 'string' ? entry : `${entry.url}#${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hash ^= 0x0a;
  }
  return hash.toString(36);
}
