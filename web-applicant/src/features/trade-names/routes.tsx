import type { RouteObject } from 'react-router';

/** The routes of this feature (pages loaded lazily, with their texts); the shell's router mounts them. */
export const routes: RouteObject[] = [
  {
    path: '/tradenames/search',
    lazy: async () => ({ Component: (await import('./pages/trade-name-search-page')).TradeNameSearchPage }),
  },
];
