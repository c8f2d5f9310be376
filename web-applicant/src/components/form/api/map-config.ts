import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';

const mapConfigSchema = z.object({ mapTileUrl: z.nullish(z.string()), mapTileAttribution: z.nullish(z.string()) });
export interface MapTiles {
  url: string;
  attribution: string;
}

/** `GET /api/config`: the tile server the API was started with (MAP_TILE_URL), or none (a map without tiles). */
export async function getMapTiles(signal?: AbortSignal): Promise<MapTiles | null> {
  const document = await apiClient.get('/config', { signal });
  const settings = parseWith(mapConfigSchema, document.data);
  return settings.mapTileUrl ? { url: settings.mapTileUrl, attribution: settings.mapTileAttribution ?? '' } : null;
}

/** The tile server, asked once per page load; an unreachable API reads as "no tiles", the map still works. */
export function useMapTiles() {
  return useQuery({
    queryKey: ['config', 'map-tiles'],
    queryFn: ({ signal }) => getMapTiles(signal).catch(() => null),
    staleTime: Infinity,
  });
}
