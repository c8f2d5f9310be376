import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { prefetchAllDistricts } from '#src/components/form/api/get-places';
import { prefetchApplication } from './api/get-application';
import { isApplicationKind } from './utils/kinds';

/** The application's request starts with the page's code rather than after it (never awaited: the page shows its own loading and errors). */
function prefetch({ params }: LoaderFunctionArgs): null {
  if (isApplicationKind(params.kind) && params.id) prefetchApplication(params.kind, params.id);
  return null;
}

/** The correction form also waits for every district (to find a district's province): asked for at once too. */
function prefetchForCorrection(args: LoaderFunctionArgs): null {
  prefetchAllDistricts();
  return prefetch(args);
}

/**
 * One application of the signed-in applicant (the paths "my applications" and the API's
 * notifications link to): its status, its printable contract, its correction and its transfer.
 * Each page loads lazily with this feature's texts; the application is fetched meanwhile.
 */
export const routes: RouteObject[] = [
  {
    path: '/my-applications/:kind/:id',
    loader: prefetch,
    lazy: async () => ({ Component: (await import('./pages/application-status-page')).ApplicationStatusPage }),
  },
  {
    path: '/my-applications/:kind/:id/contract',
    loader: prefetch,
    lazy: async () => ({ Component: (await import('./pages/contract-page')).ContractPage }),
  },
  {
    path: '/my-applications/:kind/:id/correct',
    loader: prefetchForCorrection,
    lazy: async () => ({ Component: (await import('./pages/correction-page')).CorrectionPage }),
  },
  {
    path: '/my-applications/:kind/:id/transfer',
    loader: prefetch,
    lazy: async () => ({ Component: (await import('./pages/transfer-page')).TransferPage }),
  },
];
