import { PORTAL_KEY } from './global-setup.js';
import { stopPortal, type RunningPortal } from './portal.js';

/** Stops the portal global-setup.ts started (and with it its embedded PostgreSQL), then removes its data. */
export default async function globalTeardown(): Promise<void> {
  const portal = (globalThis as Record<symbol, RunningPortal | undefined>)[PORTAL_KEY];
  if (!portal) return;
  await stopPortal(portal);
  delete (globalThis as Record<symbol, RunningPortal | undefined>)[PORTAL_KEY];
}
