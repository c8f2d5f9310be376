import { rmSync } from 'node:fs';
import path from 'node:path';
import { startTileServer, type TileServer } from './map-tiles.js';
import { E2E_DIR, startPortal, stopPortal, type RunningPortal } from './portal.js';
import { APPLICANTS, seed } from './seed.js';

/** Handed to global-teardown.ts, which runs in this same process. */
export const PORTAL_KEY = Symbol.for('registry.e2e.portal');
export const TILES_KEY = Symbol.for('registry.e2e.map-tiles');

/**
 * Starts the built portal once for the whole run (see portal.ts), seeds what the journeys need
 * and hands its address to the tests through the environment (workers inherit it).
 */
export default async function globalSetup(): Promise<void> {
  rmSync(path.join(E2E_DIR, 'screenshots'), { recursive: true, force: true });
  const started = Date.now();
  // The map's tiles come from a local server of their own (the tests have no network).
  const tiles = await startTileServer();
  (globalThis as Record<symbol, TileServer>)[TILES_KEY] = tiles;
  const portal = await startPortal({ MAP_TILE_URL: tiles.urlTemplate, MAP_TILE_ATTRIBUTION: 'Test tiles (e2e)' });
  (globalThis as Record<symbol, RunningPortal>)[PORTAL_KEY] = portal;
  try {
    await seed(portal);
  } catch (error) {
    await stopPortal(portal);
    throw error;
  }
  process.env.E2E_BASE_URL = portal.baseUrl;
  process.env.E2E_APPLICANTS = JSON.stringify(APPLICANTS);
  // For test-support scripts that run beside the portal as its CLIs do (support/paper-archive.ts).
  process.env.E2E_DATA_DIR = portal.dataDir;
  process.stdout.write(
    `e2e: portal at ${portal.baseUrl} (data ${portal.dataDir}), started and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
