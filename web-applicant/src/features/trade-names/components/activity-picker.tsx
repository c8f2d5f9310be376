import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivitySearch, type Activity } from '#src/features/trade-names/api/search-activities';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { NS } from '../i18n';
import { directionOf, isLocale } from '#src/i18n';

/** The optional activities (ISIC classes): some conflicts depend on them. Searched as the applicant types. */
export function ActivityPicker({ id, value, onChange }: { id: string; value: Activity[]; onChange: (activities: Activity[]) => void }) {
  const { t } = useTranslation(NS);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 300);
  const { data = [], isFetching } = useActivitySearch(search);
  return (
    <Autocomplete
      multiple
      id={id}
      options={data}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        // Choosing an option clears the typed text; keep it when the applicant picks several from one search.
        if (reason !== 'reset') setInput(next);
      }}
      filterOptions={(options) => options}
      getOptionLabel={(activity) => `${activity.code} · ${activity.label}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText={t('form.activities.loading')}
      openText={t('form.activities.open')}
      closeText={t('form.activities.close')}
      clearText={t('form.activities.clear')}
      noOptionsText={input.trim().length < 2 ? t('form.activities.typeMore') : t('form.activities.noOptions')}
      renderOption={({ key, ...props }, activity) => (
        <li key={key} {...props}>
          <span>
            {activity.code} ·{' '}
            <span lang={activity.labelLocale} dir={isLocale(activity.labelLocale) ? directionOf(activity.labelLocale) : undefined}>
              {activity.label}
            </span>
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('form.activities.label')} helperText={t('form.activities.hint')} />}
    />
  );
}
