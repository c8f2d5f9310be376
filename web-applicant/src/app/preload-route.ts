/**
 * The page chunk of an application's page or of a registration step, asked for as the portal
 * starts, alongside the app chunk, rather than once the router (inside that chunk) has matched
 * the address: one hop less before the page can render (issue 23 §12: the correction and status
 * pages, then the company registration, were the slowest). The router's `lazy` then finds the
 * module loaded. Other pages load as before.
 */
const PAGES: readonly (readonly [RegExp, () => Promise<unknown>])[] = [
  [/^\/my-applications\/[^/]+\/[^/]+\/correct\/?$/, () => import('../features/my-application/pages/correction-page')],
  [/^\/my-applications\/[^/]+\/[^/]+\/contract\/?$/, () => import('../features/my-application/pages/contract-page')],
  [/^\/my-applications\/[^/]+\/[^/]+\/?$/, () => import('../features/my-application/pages/application-status-page')],
  [/^\/(businesses|tradenames)\/register(\/[^/]+)?\/?$/, () => Promise.all([import('../features/registration/pages/registration-page'), import('../features/registration/i18n')])],
];

export function preloadRoute(pathname: string): void {
  // A failed preload is the router's to report when it loads the page itself.
  PAGES.find(([path]) => path.test(pathname))?.[1]().catch(() => undefined);
}
