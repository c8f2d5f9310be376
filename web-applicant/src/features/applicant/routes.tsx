import type { RouteObject } from 'react-router';

/** The routes of this feature (pages loaded lazily, with their texts); the shell's router mounts them. */
export const routes: RouteObject[] = [
  {
    path: '/retrieve',
    lazy: async () => ({ Component: (await import('./pages/retrieve-page')).RetrievePage }),
  },
  {
    path: '/my-applications',
    lazy: async () => ({ Component: (await import('./pages/my-applications-page')).MyApplicationsPage }),
  },
  {
    path: '/profile',
    lazy: async () => ({ Component: (await import('./pages/profile-page')).ProfilePage }),
  },
  {
    path: '/notifications',
    lazy: async () => ({ Component: (await import('./pages/notifications-page')).NotificationsPage }),
  },
];
