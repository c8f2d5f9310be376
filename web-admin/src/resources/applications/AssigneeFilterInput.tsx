import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetMany, useInput, useTranslate } from 'react-admin';
import { useReviewerSearch, type Reviewer } from './reviewer-search';

/** The two choices that are not a reviewer: the signed-in reviewer, and nobody. */
const ME: Reviewer = { id: 'me', name: 'admin.queue.filters.assignee_me' };
const NONE: Reviewer = { id: 'none', name: 'admin.queue.filters.assignee_none' };

/**
 * The review queue's assignee filter: "assigned to me", "nobody", or a reviewer found by typing
 * part of their name (the reviewers are searched on the server, not loaded whole). The filter's
 * value stays what the queue's API reads: `me`, `none` or a staff id.
 */
export function AssigneeFilterInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { field, id } = useInput({ source });
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const found = useReviewerSearch(open ? input : '');
  const value = typeof field.value === 'string' ? field.value : '';
  // A reviewer chosen before (a reload, a link to a filtered queue) is named again.
  const { data: named } = useGetMany('staff', { ids: value && value !== 'me' && value !== 'none' ? [value] : [] });
  const [chosen, setChosen] = useState<Reviewer | null>(null);
  useEffect(() => {
    if (!value) setChosen(null);
    else if (value === ME.id || value === NONE.id) setChosen(value === ME.id ? ME : NONE);
    else if (named?.[0]) setChosen({ id: String(named[0].id), name: String(named[0].name) });
  }, [value, named]);
  const nameOf = (r: Reviewer) => (r === ME || r === NONE ? translate(r.name) : r.name);
  return (
    <Autocomplete
      id={id}
      size="small"
      sx={{ minWidth: 260 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={[ME, NONE, ...found.filter((r) => r.id !== chosen?.id), ...(chosen && chosen !== ME && chosen !== NONE ? [chosen] : [])]}
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
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
    />
  );
}
