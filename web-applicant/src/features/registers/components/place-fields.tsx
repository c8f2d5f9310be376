import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { userMessageOf } from '#src/lib/api';
import { useDistricts, useProvinces } from '#src/components/form/api/get-places';
import { NS } from '../i18n';

/** Province and, once one is chosen, its districts: two labelled native selects (they work at 320 px and with every screen reader). */
export function PlaceFields({
  provinceId,
  districtId,
  onProvince,
  onDistrict,
  ids,
  errors,
}: {
  provinceId: string;
  districtId: string;
  onProvince: (id: string) => void;
  onDistrict: (id: string) => void;
  ids: { province: string; district: string };
  errors: { province?: string; district?: string };
}) {
  const { t } = useTranslation(NS);
  const provinces = useProvinces();
  const districts = useDistricts(provinceId, { enabled: !!provinceId });
  return (
    <>
      <TextField
        select
        id={ids.province}
        name="provinceId"
        label={t('filters.province.label')}
        value={provinceId}
        onChange={(event) => {
          onProvince(event.target.value);
          onDistrict('');
        }}
        error={!!errors.province}
        helperText={errors.province ?? (provinces.error ? userMessageOf(provinces.error) : undefined)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('filters.province.all')}</option>
        {provinceId && provinces.data && !provinces.data.some((p) => p.id === provinceId) && (
          <option value={provinceId}>{provinceId}</option>
        )}
        {(provinces.data ?? []).map((province) => (
          <option key={province.id} value={province.id}>
            {province.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        id={ids.district}
        name="districtId"
        label={t('filters.district.label')}
        value={districtId}
        onChange={(event) => onDistrict(event.target.value)}
        error={!!errors.district}
        helperText={
          errors.district ?? (!provinceId ? t('filters.district.hint') : districts.error ? userMessageOf(districts.error) : undefined)
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('filters.district.all')}</option>
        {districtId && districts.data && !districts.data.some((d) => d.id === districtId) && (
          <option value={districtId}>{districtId}</option>
        )}
        {(districts.data ?? []).map((district) => (
          <option key={district.id} value={district.id}>
            {district.name}
          </option>
        ))}
      </TextField>
    </>
  );
}
