import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLocale } from '#src/i18n';
import { useActivitySearch, type Activity } from '#src/features/registers/api/activities';
import { NS } from '../i18n';

const labelOf = (activity: Activity) => (activity.label ? `${activity.code} · ${activity.label}` : activity.code);

/** One activity (ISIC), searched as the visitor types (`/activities/search`), after a short pause. */
export function ActivityField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: Activity | null;
  onChange: (activity: Activity | null) => void;
  error?: string;
}) {
  const { t } = useTranslation(NS);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const { data = [], isFetching } = useActivitySearch(search === (value ? labelOf(value) : '') ? '' : search);
  return (
    <Autocomplete
      id={id}
      options={data}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      filterOptions={(options) => options}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText={t('filters.activity.loading')}
      openText={t('filters.activity.open')}
      closeText={t('filters.activity.close')}
      clearText={t('filters.activity.clear')}
      noOptionsText={input.trim().length < 2 ? t('filters.activity.typeMore') : t('filters.activity.noOptions')}
      renderOption={({ key, ...props }, activity) => (
        <li key={key} {...props}>
          <span>
            {activity.code} ·{' '}
            <span
              lang={activity.labelLocale ?? undefined}
              dir={isLocale(activity.labelLocale) ? directionOf(activity.labelLocale) : undefined}
            >
              {activity.label}
            </span>
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="activity"
          label={t('filters.activity.label')}
          error={!!error}
          helperText={error ?? t('filters.activity.hint')}
        />
      )}
    />
  );
}
