import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useInput, useTranslate, type RaRecord } from 'react-admin';

interface Activity extends RaRecord {
  code: string;
  label: string;
}

/** How many matches the list offers; more words narrow it. */
const MAX_OPTIONS = 20;
const label = (a: Activity) => `${a.code} · ${a.label}`;

/**
 * The review queue's activity filter: words in any language (ranked by the API's activity
 * search, `q` of `/api/admin/activities`) or a code, several classes at once. The filter's
 * value stays what the queue's API reads: the chosen ISIC codes, comma-separated.
 */
export function ActivityFilterInput({
  source,
  label: labelKey,
  helperText,
}: {
  source: string;
  label: string;
  helperText?: string;
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { field, id } = useInput({ source });
  const ids = typeof field.value === 'string' && field.value ? field.value.split(',').filter(Boolean) : [];
  const [chosen, setChosen] = useState<Activity[]>([]);
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Activity[]>([]);

  // The chosen codes named again (after a reload, or a link to a filtered queue).
  const key = ids.join(',');
  useEffect(() => {
    if (!key) return setChosen([]);
    if (chosen.map((a) => a.id).join(',') === key) return;
    let live = true;
    dataProvider
      .getMany<Activity>('activities', { ids: key.split(',') })
      .then(({ data }) => live && setChosen(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the codes only
  }, [key, dataProvider]);

  useEffect(() => {
    const q = input.trim();
    if (q.length < 2) return setOptions([]);
    let live = true;
    const timer = setTimeout(() => {
      dataProvider
        .getList<Activity>('activities', {
          filter: { q, selectable: 'true' },
          pagination: { page: 1, perPage: MAX_OPTIONS },
          sort: { field: 'position', order: 'ASC' },
        })
        .then(({ data }) => live && setOptions(data))
        .catch(() => undefined);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [input, dataProvider]);

  return (
    <Autocomplete
      multiple
      id={id}
      options={options}
      value={chosen}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      onChange={(_event, next) => {
        setChosen(next);
        field.onChange(next.map((a) => a.id).join(','));
      }}
      filterOptions={(all) => all}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={translate(input.trim().length < 2 ? 'admin.queue.filters.activity_type_more' : 'admin.queue.filters.activity_none')}
      sx={{ minWidth: 320, maxWidth: 560 }}
      renderInput={(params) => (
        <TextField {...params} label={translate(labelKey)} helperText={helperText ? translate(helperText) : undefined} size="small" />
      )}
    />
  );
}
