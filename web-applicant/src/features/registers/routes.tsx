import type { RouteObject } from 'react-router';

/**
 * The public register and the gazette (no sign-in). Pages load lazily with their texts; the
 * shell's router mounts them. `/businesses/by-trade-name/:id` ranks above `/businesses/:id`.
 */
export const routes: RouteObject[] = [
  { path: '/publications', lazy: async () => ({ Component: (await import('./pages/publications-page')).PublicationsPage }) },
  { path: '/businesses', lazy: async () => ({ Component: (await import('./pages/businesses-page')).BusinessesPage }) },
  {
    path: '/businesses/by-trade-name/:id',
    lazy: async () => ({ Component: (await import('./pages/business-by-trade-name-page')).BusinessByTradeNamePage }),
  },
  { path: '/businesses/:id', lazy: async () => ({ Component: (await import('./pages/business-page')).BusinessPage }) },
  { path: '/tradenames', lazy: async () => ({ Component: (await import('./pages/trade-names-page')).TradeNamesPage }) },
  { path: '/trademarks', lazy: async () => ({ Component: (await import('./pages/trademark-register-page')).TrademarkRegisterPage }) },
  { path: '/tradenames/:id', lazy: async () => ({ Component: (await import('./pages/trade-name-page')).TradeNamePage }) },
  {
    path: '/certificates/:id',
    lazy: async () => ({ Component: (await import('./pages/certificate-verification-page')).CertificateVerificationPage }),
  },
];
