import type { RouteObject } from 'react-router';

/**
 * One application of the signed-in applicant (the paths "my applications" and the API's
 * notifications link to): its status, its printable contract, its correction and its transfer.
 * Each page loads lazily with this feature's texts.
 */
export const routes: RouteObject[] = [
  { path: '/my-applications/:kind/:id', lazy: async () => ({ Component: (await import('./pages/application-status-page')).ApplicationStatusPage }) },
  { path: '/my-applications/:kind/:id/contract', lazy: async () => ({ Component: (await import('./pages/contract-page')).ContractPage }) },
  { path: '/my-applications/:kind/:id/correct', lazy: async () => ({ Component: (await import('./pages/correction-page')).CorrectionPage }) },
  { path: '/my-applications/:kind/:id/transfer', lazy: async () => ({ Component: (await import('./pages/transfer-page')).TransferPage }) },
];
