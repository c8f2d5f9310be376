// Small (a loader per step): in the first chunk, so that the step's code is asked for at once.
import { preloadStep } from '../features/registration/steps/step-modules';

/**
 * The page chunk of an application's page or of a registration step, asked for as the portal
 * starts, alongside the app chunk, rather than once the router (inside that chunk) has matched
 * the address: one hop less before the page can render (issue 23 §12: the correction and status
 * pages, then the company registration, were the slowest). The router's `lazy` then finds the
 * module loaded; for a registration, the step's chunk too. Other pages load as before.
 */
const PAGES: readonly (readonly [RegExp, (pathname: string) => Promise<unknown>])[] = [
  [/^\/my-applications\/[^/]+\/[^/]+\/correct\/?$/, () => import('../features/my-application/pages/correction-page')],
  [/^\/my-applications\/[^/]+\/[^/]+\/contract\/?$/, () => import('../features/my-application/pages/contract-page')],
  [/^\/my-applications\/[^/]+\/[^/]+\/?$/, () => import('../features/my-application/pages/application-status-page')],
  [
    /^\/(businesses|tradenames)\/register(\/[^/]+)?\/?$/,
    (pathname) =>
      Promise.all([
        import('../features/registration/pages/registration-page'),
        import('../features/registration/i18n'),
        // The step in the address, or the first (basic information), where a new registration starts.
        preloadStep(/\/register\/([^/]+)/.exec(pathname)?.[1] ?? 'basic-info'),
      ]),
  ],
];

export function preloadRoute(pathname: string): Promise<unknown> {
  // A failed preload is the router's to report when it loads the page itself.
  return PAGES.find(([path]) => path.test(pathname))?.[1](pathname).catch(() => undefined) ?? Promise.resolve();
}
