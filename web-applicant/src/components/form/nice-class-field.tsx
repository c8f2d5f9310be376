import { Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNiceClasses, useNiceClassSearch, type NiceClass } from './api/nice-classes';
import { SelectInput } from './fields';
import { fieldIdOf, useFormKit } from './form-kit';
import { useFormat } from '../format';
import { NS } from './i18n';

/** Enough suggestions to choose from; more words narrow the search. */
const MAX_SUGGESTIONS = 5;
const NICE_CLASS_NUMBERS = Array.from({ length: 45 }, (_, i) => i + 1);

/**
 * A Nice class, chosen from the list of the 45 (each with its number and heading in the
 * reader's language), or found by a word of what the mark is for, in any of the four
 * languages (`/v1/nice-classes?search=`): a suggestion's button puts its class in the list.
 * The value at `name` stays the class number as text, as the form had it.
 */
export function NiceClassField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const classes = useNiceClasses();
  const { setValue } = useFormContext();
  const kit = useFormKit();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useNiceClassSearch(search);
  const id = fieldIdOf(name);
  const resultsId = `${id}-suggestions`;

  const optionLabel = (c: Pick<NiceClass, 'number' | 'kind'> & { heading?: string }) =>
    t(c.kind === 'goods' ? (c.heading ? 'niceClasses.goodsOptionNamed' : 'niceClasses.goodsOption') : c.heading ? 'niceClasses.servicesOptionNamed' : 'niceClasses.servicesOption', {
      number: format.number(c.number),
      heading: c.heading,
    });
  const named = new Map((classes.data ?? []).map((c) => [c.number, c]));
  // Numbered at once, named when the headings come (or never, offline: the number is enough to choose).
  const options = NICE_CLASS_NUMBERS.map((n) => ({ value: String(n), label: optionLabel(named.get(n) ?? { number: n, kind: n <= 34 ? 'goods' : 'services' }) }));

  const choose = (c: NiceClass) => {
    kit.dismissServerError(name);
    setValue(name, String(c.number), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setInput('');
    // The list now shows the class: the applicant reads it there.
    document.getElementById(id)?.focus();
  };

  const suggestions = input.trim().length >= 2 ? (found.data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        id={`${id}-search`}
        label={t('niceClasses.search')}
        helperText={t('niceClasses.searchHint')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        type="search"
        autoComplete="off"
        sx={{ maxWidth: '30rem' }}
        slotProps={{ htmlInput: { 'aria-controls': resultsId, dir: 'auto' } }}
      />
      <Box id={resultsId} role="region" aria-live="polite" aria-label={t('niceClasses.suggestions')}>
        {search.trim().length >= 2 && input.trim().length >= 2 && found.data && suggestions.length === 0 && <Typography>{t('niceClasses.noSuggestions')}</Typography>}
        {suggestions.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {suggestions.map((c) => (
              <li key={c.number}>
                <Button variant="text" onClick={() => choose(c)} sx={{ textAlign: 'start', justifyContent: 'flex-start' }}>
                  {t('niceClasses.chooseSuggestion', { option: optionLabel(c) })}
                </Button>
              </li>
            ))}
          </Box>
        )}
      </Box>
      <SelectInput name={name} label={label} emptyLabel={t('niceClasses.choose')} options={options} required={required} width="48rem" />
    </Box>
  );
}
