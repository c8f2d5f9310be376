import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { prefetchTexts } from '../../i18n';
import { isApplicationKind } from './utils/kinds';

/**
 * The application's request starts with the page's code rather than after it (never awaited: the
 * page shows its own loading and errors). Its module (and zod, which checks the answer) is imported
 * here rather than statically, so that the router does not carry it to every page (issue 25 §2).
 */
function prefetch({ params }: LoaderFunctionArgs): null {
  // The pages' texts too (the feature's, the form kit's, the application's fields, the directorates').
  prefetchTexts(
    (locale) => import(`./locales/${locale}.json`),
    (locale) => import(`../../components/form/locales/${locale}.json`),
    (locale) => import(`../../components/application-form/locales/${locale}.json`),
    (locale) => import(`../../components/directorates/locales/${locale}.json`),
  );
  const { kind, id } = params;
  if (isApplicationKind(kind) && id) void import('./api/get-application').then(({ prefetchApplication }) => prefetchApplication(kind, id));
  return null;
}

/** The correction form also waits for every district (to find a district's province): asked for at once too. */
function prefetchForCorrection(args: LoaderFunctionArgs): null {
  void import('../../components/form/api/get-places').then(({ prefetchAllDistricts }) => prefetchAllDistricts());
  return prefetch(args);
}

/**
 * One application of the signed-in applicant (the paths "my applications" and the API's
 * notifications link to): its status, its printable contract, its correction and its transfer.
 * Each page loads lazily with this feature's texts; the application is fetched meanwhile.
 */
export const routes: RouteObject[] = [
  { path: '/my-applications/:kind/:id', loader: prefetch, lazy: async () => ({ Component: (await import('./pages/application-status-page')).ApplicationStatusPage }) },
  { path: '/my-applications/:kind/:id/contract', loader: prefetch, lazy: async () => ({ Component: (await import('./pages/contract-page')).ContractPage }) },
  { path: '/my-applications/:kind/:id/correct', loader: prefetchForCorrection, lazy: async () => ({ Component: (await import('./pages/correction-page')).CorrectionPage }) },
  { path: '/my-applications/:kind/:id/transfer', loader: prefetch, lazy: async () => ({ Component: (await import('./pages/transfer-page')).TransferPage }) },
];
