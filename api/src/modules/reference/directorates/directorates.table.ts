import { invalid } from '@registry/domain/shared/domain-error';
import { DirectorateCodes, type Directorate, type TranslatedText } from '@registry/domain/reference/directorates/directorate';

/**
 * The `directorates` table as every use case reads it. Directorates are kept in a plain table by
 * administrators: each change bumps `version` (optimistic concurrency: a change or deletion made
 * on another version is a 409 stale-version).
 */
export const DIRECTORATE_COLUMNS = 'id, province_id, name, address, hours, phone, email, website, version, created_at, updated_at';
/** Anything but a UUID names no directorate (the column would refuse it with an error). */
export const DIRECTORATE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DirectorateRow {
  id: string;
  province_id: string;
  name: TranslatedText;
  address: TranslatedText;
  hours: TranslatedText;
  phone: string;
  email: string;
  website: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export const directorateOf = (r: DirectorateRow): Directorate => ({
  id: r.id,
  provinceId: r.province_id,
  name: r.name,
  address: r.address,
  hours: r.hours,
  phone: r.phone,
  email: r.email,
  website: r.website,
  version: r.version,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** Postgres' answers to a province that does not exist or already has its directorate, as the field's problems. */
export function provinceProblem(error: unknown, provinceId: string): never {
  const code = (error as { code?: string; constraint?: string }).code;
  if (code === '23503') throw invalid({ code: DirectorateCodes.provinceUnknown, field: 'provinceId', params: { provinceId } });
  if (code === '23505') throw invalid({ code: DirectorateCodes.provinceTaken, field: 'provinceId' });
  throw error;
}
