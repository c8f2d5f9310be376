import { useDistricts, useProvinces } from '#src/components/form/api/get-places';

/** Id → name of provinces and districts, for lists that carry only ids. */
export function usePlaceNames() {
  const provinces = useProvinces();
  const districts = useDistricts(undefined);
  const provinceNames = new Map((provinces.data ?? []).map((p) => [p.id, p.name]));
  const districtNames = new Map((districts.data ?? []).map((d) => [d.id, d.name]));
  return {
    province: (id: string | null | undefined) => (id ? provinceNames.get(id) : undefined),
    district: (id: string | null | undefined) => (id ? districtNames.get(id) : undefined),
    /** "Province · District" of an entry, as far as it is known; undefined for one of the whole region. */
    of: (row: { provinceId?: string | null; districtId?: string | null }) =>
      [row.provinceId ? provinceNames.get(row.provinceId) : undefined, row.districtId ? districtNames.get(row.districtId) : undefined]
        .filter(Boolean)
        .join(' · ') || undefined,
  };
}
