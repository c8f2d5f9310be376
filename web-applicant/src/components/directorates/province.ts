/**
 * The province whose directorate an application visits: a company's address province; else the
 * province of a trade name's protection district (district ids begin with their province's id,
 * `erbil-soran`, as the reference data names them); else none (a region-wide trade name, a
 * trademark): then every directorate is shown.
 */
export function provinceOfDetails(
  details: Record<string, unknown> | null | undefined,
  provinces: readonly string[] = KNOWN_PROVINCES,
): string | undefined {
  const company = details?.company as { address?: { province_id?: unknown } } | undefined;
  const fromAddress = company?.address?.province_id;
  if (typeof fromAddress === 'string' && fromAddress) return fromAddress;
  const district = details?.district_id;
  if (typeof district === 'string' && district) return provinces.find((p) => district.startsWith(`${p}-`));
  return undefined;
}

/** The provinces of the reference data (GET /api/v1/provinces); the prefix rule above needs only their ids. */
export const KNOWN_PROVINCES: readonly string[] = ['erbil', 'sulaymaniyah', 'duhok', 'halabja'];
