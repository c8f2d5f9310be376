import type { RouteObject } from 'react-router';

/** The routes of this feature (pages loaded lazily); the shell's router mounts them. */
export const routes: RouteObject[] = [
  { path: '/403', lazy: async () => ({ Component: (await import('./access-denied-page')).AccessDeniedPage }) },
  // Any path no feature claims: React Router ranks `*` below every other route.
  { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
];
