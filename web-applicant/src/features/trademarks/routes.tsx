import type { RouteObject } from 'react-router';

/** Trademark reservation (spec §1, §2 navigation "trademarks", "reserve trademark"); pages load lazily. */
export const routes: RouteObject[] = [
  { path: '/trademarks', lazy: async () => ({ Component: (await import('./pages/trademarks-page')).TrademarksPage }) },
  {
    path: '/trademarks/register',
    lazy: async () => ({ Component: (await import('./pages/reserve-trademark-page')).ReserveTrademarkPage }),
  },
];
