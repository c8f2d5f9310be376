import { PORTAL_KEY, TILES_KEY } from './global-setup.js';
import type { TileServer } from './map-tiles.js';
import { stopPortal, type RunningPortal } from './portal.js';

/** Stops the portal global-setup.ts started (and with it its embedded PostgreSQL), then removes its data. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as Record<symbol, TileServer | undefined>)[TILES_KEY]?.close();
  const portal = (globalThis as Record<symbol, RunningPortal | undefined>)[PORTAL_KEY];
  if (!portal) return;
  await stopPortal(portal);
  delete (globalThis as Record<symbol, RunningPortal | undefined>)[PORTAL_KEY];
}
