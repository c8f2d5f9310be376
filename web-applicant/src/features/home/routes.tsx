import type { RouteObject } from 'react-router';
import { prefetchTexts } from '../../i18n';

/** The routes of this feature (pages loaded lazily, their texts asked for alongside); the shell's router mounts them. */
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => {
      prefetchTexts((locale) => import(`./locales/${locale}.json`));
      return { Component: (await import('./home-page')).HomePage };
    },
  },
];
