import { Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldIdOf, useFormKit } from './form-kit';

/** The pause in typing after which the search asks for what was typed (not at every key). */
const SEARCH_DELAY_MS = 300;
/** Fewer letters than this find too much to be worth asking. */
const SEARCH_MIN_LENGTH = 2;
/** Enough suggestions to choose from; more letters narrow the search. */
const MAX_SUGGESTIONS = 5;

export interface SearchInput {
  /** What the search box shows. */
  input: string;
  setInput: (input: string) => void;
  /** What the search asks for: the input once the applicant pauses typing. */
  query: string;
}

/** The state of a search box: its text, and the same text once typing pauses. */
export function useSearchInput(): SearchInput {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  return { input, setInput, query };
}

const asksFor = (text: string) => text.trim().length >= SEARCH_MIN_LENGTH;

/**
 * A search box beside the field at `fieldId`, and the live region (`resultsId`, which the box
 * controls) that says what it found: `children`.
 */
export function SearchBox({
  fieldId,
  resultsId,
  box,
  label,
  hint,
  resultsLabel,
  children,
}: {
  fieldId: string;
  resultsId: string;
  box: SearchInput;
  label: string;
  hint: string;
  resultsLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <TextField
        id={`${fieldId}-search`}
        label={label}
        helperText={hint}
        value={box.input}
        onChange={(event) => box.setInput(event.target.value)}
        type="search"
        autoComplete="off"
        sx={{ maxWidth: '30rem' }}
        slotProps={{ htmlInput: { 'aria-controls': resultsId, dir: 'auto' } }}
      />
      <Box id={resultsId} role="region" aria-live="polite" aria-label={resultsLabel}>
        {children}
      </Box>
    </>
  );
}

/** Whether the search has asked for what the box shows now, and may say it found nothing. */
export const searchAsked = (box: SearchInput) => asksFor(box.query);

/**
 * A search box whose suggestions are buttons, each putting its value (`valueOf`) in the select
 * list at `name`; the list, now showing it, takes the focus and the box empties. `found` is the
 * search's answer for `box.query`.
 */
export function SuggestionSearch<T>({
  name,
  box,
  found,
  valueOf,
  chooseLabel,
  label,
  hint,
  resultsLabel,
  noSuggestions,
}: {
  name: string;
  box: SearchInput;
  found: { data?: T[] };
  valueOf: (item: T) => string;
  chooseLabel: (item: T) => string;
  label: string;
  hint: string;
  resultsLabel: string;
  noSuggestions: string;
}) {
  const { setValue } = useFormContext();
  const kit = useFormKit();
  const id = fieldIdOf(name);

  const choose = (item: T) => {
    kit.dismissServerError(name);
    setValue(name, valueOf(item), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    box.setInput('');
    // The list now shows the choice: the applicant reads it there.
    document.getElementById(id)?.focus();
  };

  const suggestions = asksFor(box.input) ? (found.data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  return (
    <SearchBox fieldId={id} resultsId={`${id}-suggestions`} box={box} label={label} hint={hint} resultsLabel={resultsLabel}>
      {searchAsked(box) && asksFor(box.input) && found.data && suggestions.length === 0 && <Typography>{noSuggestions}</Typography>}
      {suggestions.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {suggestions.map((item) => (
            <li key={valueOf(item)}>
              <Button variant="text" onClick={() => choose(item)} sx={{ textAlign: 'start', justifyContent: 'flex-start' }}>
                {chooseLabel(item)}
              </Button>
            </li>
          ))}
        </Box>
      )}
    </SearchBox>
  );
}
