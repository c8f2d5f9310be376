import { Autocomplete, TextField, type SxProps } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useStaffSearch, type StaffChoice } from './staff-search';

/**
 * A member of staff of one role, found by typing part of their name (searched on the server,
 * never loaded whole), after the fixed choices offered first (`extras`, named by translation keys:
 * "assigned to me", "nobody"). `emptyText` is what no choice means, shown under the label.
 */
export function StaffPicker({
  id,
  role,
  label,
  value,
  onChange,
  extras = [],
  emptyText,
  required = false,
  sx,
}: {
  id?: string;
  role: 'reviewer' | 'cashier';
  label: string;
  value: StaffChoice | null;
  onChange: (next: StaffChoice | null) => void;
  extras?: readonly StaffChoice[];
  emptyText?: string;
  /** No clearing: one of the choices is always held (an extra stands for "none"). */
  required?: boolean;
  sx?: SxProps;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const found = useStaffSearch(role, open ? input : '');
  const isExtra = (r: StaffChoice) => extras.some((e) => e.id === r.id);
  const person = value && !isExtra(value) ? value : null;
  const nameOf = (r: StaffChoice) => (isExtra(r) ? translate(r.name) : r.name);
  return (
    <Autocomplete
      id={id}
      size="small"
      sx={sx ?? { minWidth: 260 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={[...extras, ...found.filter((r) => r.id !== person?.id), ...(person ? [person] : [])]}
      value={value}
      disableClearable={required}
      onInputChange={(_event, next, reason) => setInput(reason === 'input' ? next : '')}
      onChange={(_event, next) => onChange(next)}
      // The server has searched already; the list shows what it found.
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      getOptionKey={(r) => r.id || 'none'}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          placeholder={emptyText ? translate(emptyText) : undefined}
          // A held "none" or a word for it: the label stays above, so that it shows.
          slotProps={emptyText || required ? { ...params.slotProps, inputLabel: { shrink: true } } : params.slotProps}
        />
      )}
    />
  );
}
