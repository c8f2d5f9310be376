import { Box, TextField, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SummaryError } from '#src/components/error-summary';
import { ApiError } from '#src/lib/api';
import { NS } from '../i18n';
import { FilterActions } from './filter-actions';
import { PlaceFields } from './place-fields';

/**
 * A register's filters as a search form (`<register>-filters-heading`): its fields in a grid, then
 * apply and clear. It starts from the address and writes back to it on submit.
 */
export function RegisterFiltersForm({
  register,
  clearHref,
  onSubmit,
  children,
}: {
  /** The id prefix of the register: `publications`, `tradenames`. */
  register: string;
  clearHref: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const headingId = `${register}-filters-heading`;
  return (
    <Box
      component="form"
      role="search"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ mb: 4 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {t('filters.heading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
      <FilterActions clearHref={clearHref} />
    </Box>
  );
}

/** The name filter: any part of a name, in any script. */
function NameFilterField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(NS);
  return (
    <TextField
      id={id}
      name="name"
      label={t('filters.name.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? t('filters.name.hint')}
      autoComplete="off"
      slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }}
    />
  );
}

/** The filters every register list has: part of the name, and the province and district. */
export function NameAndPlaceFilters({
  ids,
  values,
  onChange,
  errors,
}: {
  ids: { name: string; province: string; district: string };
  values: { name: string; provinceId: string; districtId: string };
  onChange: (key: 'name' | 'provinceId' | 'districtId') => (value: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <NameFilterField id={ids.name} value={values.name} onChange={onChange('name')} error={errors[ids.name]} />
      <PlaceFields
        provinceId={values.provinceId}
        districtId={values.districtId}
        onProvince={onChange('provinceId')}
        onDistrict={onChange('districtId')}
        ids={{ province: ids.province, district: ids.district }}
        errors={{ province: errors[ids.province], district: errors[ids.district] }}
      />
    </>
  );
}

/** A filter chosen from a short list (the browser's own select; the label stays above it). */
export function SelectFilterField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The `<option>`s. */
  children: ReactNode;
}) {
  return (
    <TextField
      select
      id={id}
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

/**
 * The API's refusal of a register's query (422), at the filter inputs: each parameter's message at
 * the input `fieldOfParameter` names (the first message an input gets stays), else at `fallback`;
 * and the same as the error summary's list.
 */
export function filterErrorsOf(
  error: unknown,
  fieldOfParameter: Record<string, string>,
  fallback: string,
): { fieldErrors: Record<string, string>; summary: SummaryError[] } {
  const apiErrors = error instanceof ApiError && error.status === 422 ? error.fieldErrors : {};
  const fieldErrors: Record<string, string> = {};
  for (const [parameter, message] of Object.entries(apiErrors)) fieldErrors[fieldOfParameter[parameter] ?? fallback] ??= message;
  const summary: SummaryError[] = Object.entries(fieldErrors).map(([fieldId, message]) => ({ fieldId, message }));
  return { fieldErrors, summary };
}

/** The order of the results: an option a sort, worded `filters.sort.<wordingOf(sort)>`. */
export function SortFilterField<Sort extends string>({
  id,
  name,
  sorts,
  wordingOf = (sort) => sort,
  value,
  onChange,
  error,
}: {
  id: string;
  name: string;
  sorts: readonly Sort[];
  wordingOf?: (sort: Sort) => string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(NS);
  return (
    <SelectFilterField id={id} name={name} label={t('filters.sort.label')} value={value} onChange={onChange} error={error}>
      {sorts.map((sort) => (
        <option key={sort} value={sort}>
          {t(`filters.sort.${wordingOf(sort)}`)}
        </option>
      ))}
    </SelectFilterField>
  );
}
