import pointInPolygon from 'point-in-polygon-hao';
import { IRAQ_BOUNDARY } from './iraq-boundary.js';

/** A polygon as GeoJSON rings of [longitude, latitude]: the outline, then any holes. */
export type BoundaryRings = readonly (readonly (readonly [number, number])[])[];

/** The area a point on the map is checked against, and how specific it is. */
export interface CheckedArea {
  level: 'district' | 'province' | 'country';
  id: string;
  rings: BoundaryRings;
}

/**
 * District and province outlines by id, where the registry has them. It has none yet: no
 * public-domain outline of the Kurdistan Region's districts or provinces could be sourced
 * (docs/application-rules.md, "Location on the map"). Added here, they are checked at once.
 */
const DISTRICT_BOUNDARIES: ReadonlyMap<string, BoundaryRings> = new Map();
const PROVINCE_BOUNDARIES: ReadonlyMap<string, BoundaryRings> = new Map();

/** The most specific outline known for an address: its district's, else its province's, else Iraq's. */
export function checkedAreaFor(districtId?: string, provinceId?: string): CheckedArea {
  const district = districtId ? DISTRICT_BOUNDARIES.get(districtId) : undefined;
  if (district) return { level: 'district', id: districtId!, rings: district };
  const province = provinceId ? PROVINCE_BOUNDARIES.get(provinceId) : undefined;
  if (province) return { level: 'province', id: provinceId!, rings: province };
  return { level: 'country', id: 'iq', rings: IRAQ_BOUNDARY };
}

/** Whether a point lies inside (or on the edge of) an outline. */
export function isWithin(point: { lat: number; lng: number }, rings: BoundaryRings): boolean {
  // The package answers true, false, or 0 for a point on an edge; an edge counts as inside.
  return pointInPolygon([point.lng, point.lat], rings as unknown as number[][][]) !== false;
}
