import type { RouteObject } from 'react-router';
import { prefetchTexts } from '../../i18n';

/** The routes of this feature (pages loaded lazily, with their texts); the shell's router mounts them. */
export const routes: RouteObject[] = [
  {
    path: '/tradenames/search',
    lazy: async () => {
      prefetchTexts((locale) => import(`./locales/${locale}.json`));
      return { Component: (await import('./pages/trade-name-search-page')).TradeNameSearchPage };
    },
  },
];
