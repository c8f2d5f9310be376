import { Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountries, useCountrySearch, type Country } from './api/countries';
import { SelectInput } from './fields';
import { fieldIdOf, useFormKit } from './form-kit';
import { NS } from './i18n';

/** Enough suggestions to choose from; more letters narrow the search. */
const MAX_SUGGESTIONS = 5;

/**
 * A country, chosen from the list of every ISO 3166-1 country named in the reader's language
 * (alphabetical), or found by its name in any of the four languages or another usual spelling
 * (`/v1/countries?search=`: Turkey, Türkiye, تورکیا, تركيا, Tirkiye): a suggestion's button
 * puts its country in the list. The value at `name` stays the ISO code, as the API takes it.
 */
export function CountryField({ name, label, hint, required }: { name: string; label: string; hint?: string; required?: boolean }) {
  const { t } = useTranslation(NS);
  const countries = useCountries();
  const { setValue } = useFormContext();
  const kit = useFormKit();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useCountrySearch(search);
  const id = fieldIdOf(name);
  const resultsId = `${id}-suggestions`;

  const options = (countries.data ?? []).map((c) => ({ value: c.code, label: c.name }));
  const choose = (c: Country) => {
    kit.dismissServerError(name);
    setValue(name, c.code, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setInput('');
    // The list now shows the country: the applicant reads it there.
    document.getElementById(id)?.focus();
  };

  const suggestions = input.trim().length >= 2 ? (found.data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        id={`${id}-search`}
        label={t('countries.search', { field: label })}
        helperText={t('countries.searchHint')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        type="search"
        autoComplete="off"
        sx={{ maxWidth: '30rem' }}
        slotProps={{ htmlInput: { 'aria-controls': resultsId, dir: 'auto' } }}
      />
      <Box id={resultsId} role="region" aria-live="polite" aria-label={t('countries.suggestions', { field: label })}>
        {search.trim().length >= 2 && input.trim().length >= 2 && found.data && suggestions.length === 0 && <Typography>{t('countries.noSuggestions')}</Typography>}
        {suggestions.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {suggestions.map((c) => (
              <li key={c.code}>
                <Button variant="text" onClick={() => choose(c)} sx={{ textAlign: 'start', justifyContent: 'flex-start' }}>
                  {t('countries.chooseSuggestion', { country: c.name })}
                </Button>
              </li>
            ))}
          </Box>
        )}
      </Box>
      <SelectInput name={name} label={label} hint={hint} emptyLabel={t('countries.choose')} options={options} required={required} width="30rem" />
    </Box>
  );
}
