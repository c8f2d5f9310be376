import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes as applicantRoutes } from '../features/applicant/routes';
import { routes as errorRoutes } from '../features/errors/routes';
import { routes as guideRoutes } from '../features/guides/routes';
import { routes as homeRoutes } from '../features/home/routes';
import { routes as myApplicationRoutes } from '../features/my-application/routes';
import { routes as registerRoutes } from '../features/registers/routes';
import { routes as registrationRoutes } from '../features/registration/routes';
import { routes as tradeNameRoutes } from '../features/trade-names/routes';
import { routes as trademarkRoutes } from '../features/trademarks/routes';
import { Layout } from './layout/layout';
import { RouteErrorBoundary } from './route-error';

/**
 * The portal's routes, for the browser's data router and the server's static one alike. Each
 * feature lists its own routes (pages loaded lazily, one chunk per page) and they all render
 * inside the layout. The errors feature's catch-all `*` ranks below every other path, so its
 * place in the list does not matter.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Layout,
      // Only if the layout itself fails; a page's failure stays inside the layout (below).
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          ErrorBoundary: RouteErrorBoundary,
          children: [
            ...homeRoutes,
            ...tradeNameRoutes,
            ...registerRoutes,
            ...registrationRoutes,
            ...applicantRoutes,
            ...myApplicationRoutes,
            ...trademarkRoutes,
            ...guideRoutes,
            ...errorRoutes,
          ],
        },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let current: AppRouter | undefined;

/**
 * The browser's router. With `resolveFirstPage`, the page of the address is loaded before the
 * router exists, so that its first render is the page the server rendered (hydration needs the
 * same tree; a router still loading a lazy route renders nothing).
 */
export async function createAppRouter({ resolveFirstPage }: { resolveFirstPage: boolean }): Promise<AppRouter> {
  const routes = appRoutes();
  if (resolveFirstPage) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  current = createBrowserRouter(routes, resolveFirstPage ? { hydrationData: { loaderData: {} } } : undefined);
  return current;
}

/** The browser's router once the portal has started (for modules outside React, e.g. the service worker's update). */
export const appRouter = (): AppRouter | undefined => current;
