// The provinces' and districts' rows as their queries read them, in the order the region lists
// them (a centre first).

export interface ProvinceRow {
  id: string;
  name_ckb: string;
  name_en: string;
  name_ar: string;
  name_kmr: string;
}

export interface DistrictRow extends ProvinceRow {
  province_id: string;
  province_name_ckb: string;
  province_name_en: string;
  province_name_ar: string;
  province_name_kmr: string;
}

export interface DistrictFilter {
  provinceId?: string;
  /** Empty: no filter by id. */
  ids: readonly string[];
}

export const PROVINCE_COLUMNS = 'id, name_ckb, name_en, name_ar, name_kmr';

/** A district with its province's names (`d` the district, `p` its province). */
export const DISTRICT_COLUMNS = `d.id, d.province_id, d.name_ckb, d.name_en, d.name_ar, d.name_kmr,
  p.name_ckb AS province_name_ckb, p.name_en AS province_name_en, p.name_ar AS province_name_ar, p.name_kmr AS province_name_kmr`;
