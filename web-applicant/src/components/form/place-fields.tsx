import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userMessageOf } from '#src/lib/api';
import { useDistricts, useProvinces } from './api/get-places';
import { SelectInput } from './fields';
import { NS } from './i18n';

/**
 * Province and, once one is chosen, its districts: two native selects bound to the form at
 * `provincePath` and `districtPath` (`company.address.province_id`, `…district_id`). Changing
 * the province empties the district. The API checks that the district lies in the province.
 */
export function PlaceFields({
  provincePath,
  districtPath,
  provinceLabel,
  districtLabel,
  required,
  districtHint,
}: {
  provincePath: string;
  districtPath: string;
  provinceLabel?: string;
  districtLabel?: string;
  required?: boolean;
  districtHint?: string;
}) {
  const { t } = useTranslation(NS);
  const { setValue } = useFormContext();
  const provinceId = useWatch({ name: provincePath }) as string | undefined;
  const provinces = useProvinces();
  const districts = useDistricts(provinceId, { enabled: !!provinceId });
  return (
    <>
      <SelectInput
        name={provincePath}
        label={provinceLabel ?? t('place.province')}
        required={required}
        emptyLabel={t('place.chooseProvince')}
        hint={provinces.error ? userMessageOf(provinces.error) : undefined}
        options={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChosen={() => setValue(districtPath, '', { shouldDirty: true })}
      />
      <SelectInput
        name={districtPath}
        label={districtLabel ?? t('place.district')}
        required={required}
        emptyLabel={provinceId ? t('place.chooseDistrict') : t('place.provinceFirst')}
        hint={districts.error ? userMessageOf(districts.error) : districtHint}
        options={(districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
      />
    </>
  );
}
