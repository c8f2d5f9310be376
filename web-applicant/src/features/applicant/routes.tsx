import type { RouteObject } from 'react-router';
import { prefetchTexts } from '../../i18n';

/** This feature's texts, asked for alongside a page's chunk. */
const texts = () => prefetchTexts((locale) => import(`./locales/${locale}.json`));

/** The routes of this feature (pages loaded lazily, with their texts); the shell's router mounts them. */
export const routes: RouteObject[] = [
  {
    path: '/retrieve',
    lazy: async () => {
      texts();
      return { Component: (await import('./pages/retrieve-page')).RetrievePage };
    },
  },
  {
    path: '/my-applications',
    lazy: async () => {
      texts();
      return { Component: (await import('./pages/my-applications-page')).MyApplicationsPage };
    },
  },
  {
    path: '/profile',
    lazy: async () => {
      texts();
      return { Component: (await import('./pages/profile-page')).ProfilePage };
    },
  },
  {
    path: '/notifications',
    lazy: async () => {
      texts();
      return { Component: (await import('./pages/notifications-page')).NotificationsPage };
    },
  },
];
