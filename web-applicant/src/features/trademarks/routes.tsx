import type { RouteObject } from 'react-router';

/**
 * Trademark reservation (spec §1, §2 navigation "reserve trademark"): what a reservation is, and
 * its form; pages load lazily. The "trademarks" entry, `/trademarks`, is the public register of
 * marks (features/registers).
 */
export const routes: RouteObject[] = [
  { path: '/trademarks/about', lazy: async () => ({ Component: (await import('./pages/trademarks-page')).TrademarksPage }) },
  {
    path: '/trademarks/register',
    lazy: async () => ({ Component: (await import('./pages/reserve-trademark-page')).ReserveTrademarkPage }),
  },
];
