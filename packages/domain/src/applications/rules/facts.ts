import type { Person } from '#src/reference/civil-registry/person';
import type { IsoDate } from '../application.js';

/**
 * What the rules need to know beyond the payload, looked up by the caller beforehand (so that
 * the rules stay pure): `upnsOf`, `activityIdsOf` and `districtIdsOf` say what to look up.
 */
export interface ApplicationFacts {
  /** The registry's today (`registryToday()`), YYYY-MM-DD. */
  today: IsoDate;
  /** The civil registry's answer for every UPN of the payload; null (or absent) when it does not know it. */
  persons: ReadonlyMap<string, Person | null>;
  /** The referenced activities that exist. */
  activities: ReadonlyMap<string, { selectable: boolean }>;
  /** The referenced districts that exist, with their province. */
  districts: ReadonlyMap<string, { provinceId: string }>;
}

/** `shareholders[1]` + `upn` → `shareholders[1].upn`; an empty prefix leaves the key alone. */
export const fieldAt = (prefix: string, key: string): string => (prefix ? `${prefix}.${key}` : key);

/** Absent, null, or only blanks: a required text that is not there. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
