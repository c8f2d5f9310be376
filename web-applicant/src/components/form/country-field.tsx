import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCountries, useCountrySearch, type Country } from './api/countries';
import { SelectInput } from './fields';
import { NS } from './i18n';
import { SuggestionSearch, useSearchInput } from './search-box';

/**
 * A country, chosen from the list of every ISO 3166-1 country named in the reader's language
 * (alphabetical), or found by its name in any of the four languages or another usual spelling
 * (`/v1/countries?search=`: Turkey, Türkiye, تورکیا, تركيا, Tirkiye): a suggestion's button
 * puts its country in the list. The value at `name` stays the ISO code, as the API takes it.
 */
export function CountryField({ name, label, hint, required }: { name: string; label: string; hint?: string; required?: boolean }) {
  const { t } = useTranslation(NS);
  const countries = useCountries();
  const box = useSearchInput();
  const found = useCountrySearch(box.query);

  const options = (countries.data ?? []).map((c) => ({ value: c.code, label: c.name }));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <SuggestionSearch
        name={name}
        box={box}
        found={found}
        valueOf={(c: Country) => c.code}
        chooseLabel={(c) => t('countries.chooseSuggestion', { country: c.name })}
        label={t('countries.search', { field: label })}
        hint={t('countries.searchHint')}
        resultsLabel={t('countries.suggestions', { field: label })}
        noSuggestions={t('countries.noSuggestions')}
      />
      <SelectInput
        name={name}
        label={label}
        hint={hint}
        emptyLabel={t('countries.choose')}
        options={options}
        required={required}
        width="30rem"
      />
    </Box>
  );
}
