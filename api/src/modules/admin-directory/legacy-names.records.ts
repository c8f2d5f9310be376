import type { Locale } from '@registry/domain/shared/i18n/locale';

/** Ids of the legacy register are bigints: anything else names no row. */
export const UUIDISH = /^\d{1,18}$/;

export const COLUMNS = `l.id, l.legacy_ref, l.name, l.district_id, d.name_ckb, d.name_en, d.name_ar, d.name_kmr,
  to_char(l.registered_on, 'YYYY-MM-DD') AS registered_on, l.owner_name, l.imported_at,
  l.reintroduced_for, l.reintroduced_at`;

/** The legacy register's rows as the back office shows them (the list and one name). */
export function present(r: Record<string, any>, locale: Locale) {
  return {
    id: String(r.id),
    legacy_ref: r.legacy_ref as string,
    name: r.name as string,
    district_id: r.district_id as string | null,
    districtName: r.district_id ? ((r[`name_${locale}`] as string | null) ?? r.district_id) : null,
    registered_on: r.registered_on as string | null,
    owner_name: r.owner_name as string | null,
    imported_at: (r.imported_at as Date).toISOString(),
    /** The applicant the trade-name department reintroduced the name for (they alone may claim it). */
    reintroduced_for: (r.reintroduced_for as string | null) ?? null,
    reintroduced_at: r.reintroduced_at ? (r.reintroduced_at as Date).toISOString() : null,
  };
}

export type LegacyNameRecord = ReturnType<typeof present>;
