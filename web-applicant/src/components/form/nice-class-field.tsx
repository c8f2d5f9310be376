import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNiceClasses, useNiceClassSearch, type NiceClass } from './api/nice-classes';
import { SelectInput } from './fields';
import { useFormat } from '../format';
import { NS } from './i18n';
import { SuggestionSearch, useSearchInput } from './search-box';

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
  const box = useSearchInput();
  const found = useNiceClassSearch(box.query);

  const optionLabel = (c: Pick<NiceClass, 'number' | 'kind'> & { heading?: string }) =>
    t(
      c.kind === 'goods'
        ? c.heading
          ? 'niceClasses.goodsOptionNamed'
          : 'niceClasses.goodsOption'
        : c.heading
          ? 'niceClasses.servicesOptionNamed'
          : 'niceClasses.servicesOption',
      {
        number: format.number(c.number),
        heading: c.heading,
      },
    );
  const named = new Map((classes.data ?? []).map((c) => [c.number, c]));
  // Numbered at once, named when the headings come (or never, offline: the number is enough to choose).
  const options = NICE_CLASS_NUMBERS.map((n) => ({
    value: String(n),
    label: optionLabel(named.get(n) ?? { number: n, kind: n <= 34 ? 'goods' : 'services' }),
  }));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <SuggestionSearch
        name={name}
        box={box}
        found={found}
        valueOf={(c: NiceClass) => String(c.number)}
        chooseLabel={(c) => t('niceClasses.chooseSuggestion', { option: optionLabel(c) })}
        label={t('niceClasses.search')}
        hint={t('niceClasses.searchHint')}
        resultsLabel={t('niceClasses.suggestions')}
        noSuggestions={t('niceClasses.noSuggestions')}
      />
      <SelectInput name={name} label={label} emptyLabel={t('niceClasses.choose')} options={options} required={required} width="48rem" />
    </Box>
  );
}
