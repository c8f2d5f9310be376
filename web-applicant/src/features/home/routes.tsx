import type { RouteObject } from 'react-router';

/** The routes of this feature (pages loaded lazily); the shell's router mounts them. */
export const routes: RouteObject[] = [{ path: '/', lazy: async () => ({ Component: (await import('./home-page')).HomePage }) }];
