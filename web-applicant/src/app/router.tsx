import { createBrowserRouter } from 'react-router';
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
 * One data router. Each feature lists its own routes (pages loaded lazily, one chunk per page)
 * and they all render inside the layout. The errors feature's catch-all `*` ranks below every
 * other path, so its place in the list does not matter.
 */
export const router = createBrowserRouter([
  {
    id: 'root',
    Component: Layout,
    // Only if the layout itself fails; a page's failure stays inside the layout (below).
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [...homeRoutes, ...tradeNameRoutes, ...registerRoutes, ...registrationRoutes, ...applicantRoutes, ...myApplicationRoutes, ...trademarkRoutes, ...guideRoutes, ...errorRoutes],
      },
    ],
  },
]);
