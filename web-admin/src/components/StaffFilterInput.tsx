import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetMany, useInput, useTranslate } from 'react-admin';
import { useStaffSearch, type StaffChoice } from './staff-search';

/**
 * A list filter on a member of staff of one role, found by typing part of their name (searched on
 * the server, never loaded whole), after the fixed choices a filter may have first (`extras`,
 * their names translation keys: "assigned to me", "nobody"). The filter's value stays what the
 * list's API reads: an extra's id or a staff id; cleared, no filter (`emptyText` says so).
 */
export function StaffFilterInput({
  source,
  label,
  role,
  extras = [],
  emptyText,
}: {
  source: string;
  label: string;
  role: 'reviewer' | 'cashier';
  extras?: readonly StaffChoice[];
  emptyText?: string;
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const found = useStaffSearch(role, open ? input : '');
  const value = typeof field.value === 'string' ? field.value : '';
  const extra = extras.find((e) => e.id === value);
  // A person chosen before (a reload, a link to a filtered list) is named again.
  const { data: named } = useGetMany('staff', { ids: value && !extra ? [value] : [] });
  const [chosen, setChosen] = useState<StaffChoice | null>(null);
  useEffect(() => {
    if (!value) setChosen(null);
    else if (extra) setChosen(extra);
    else if (named?.[0]) setChosen({ id: String(named[0].id), name: String(named[0].name) });
  }, [value, extra, named]);
  const nameOf = (r: StaffChoice) => (extras.includes(r) ? translate(r.name) : r.name);
  const person = chosen && !extras.includes(chosen) ? chosen : null;
  return (
    <Autocomplete
      id={id}
      size="small"
      sx={{ minWidth: 260 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={[...extras, ...found.filter((r) => r.id !== person?.id), ...(person ? [person] : [])]}
      value={chosen}
      onInputChange={(_event, next, reason) => setInput(reason === 'input' ? next : '')}
      onChange={(_event, next) => {
        setChosen(next);
        field.onChange(next?.id ?? '');
      }}
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      getOptionKey={(r) => r.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          placeholder={emptyText ? translate(emptyText) : undefined}
          // With a word for "no filter", the label stays above it so that the word shows.
          slotProps={emptyText ? { ...params.slotProps, inputLabel: { shrink: true } } : params.slotProps}
        />
      )}
    />
  );
}
