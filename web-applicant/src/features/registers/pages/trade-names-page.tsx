import { Box, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { visuallyHidden } from '#src/components/visually-hidden';
import { directionOf, isLocale } from '#src/i18n';
import { useAddressFilters } from '#src/features/registers/api/use-address-filters';
import { usePlaceNames } from '#src/features/registers/api/use-place-names';
import {
  PROTECTION_LEVELS,
  TRADE_NAME_SORTS,
  tradeNameFiltersFrom,
  tradeNameSearchOf,
  usePublicTradeNames,
  type TradeNameFilters,
} from '#src/features/registers/api/get-public-trade-names';
import type { PublicTradeName } from '#src/features/registers/api/schemas';
import { DataTable, type Column } from '../components/data-table';
import {
  filterErrorsOf,
  NameAndPlaceFilters,
  RegisterFiltersForm,
  SelectFilterField,
  SortFilterField,
} from '../components/register-filters';
import { RegisterResults } from '../components/register-results';
import { ErrorSummary } from '#src/components/error-summary';
import { labelOf } from '../components/labels';
import { StatusChip } from '../components/status-chip';
import { NS } from '../i18n';

const IDS = {
  name: 'tradenames-name',
  province: 'tradenames-province',
  district: 'tradenames-district',
  protectionLevel: 'tradenames-protection-level',
  sort: 'tradenames-sort',
  rowsPerPage: 'tradenames-rows-per-page',
} as const;

const FIELD_OF_PARAMETER: Record<string, string> = {
  name: IDS.name,
  provinceId: IDS.province,
  districtId: IDS.district,
  protectionLevel: IDS.protectionLevel,
  sortBy: IDS.sort,
  page: IDS.rowsPerPage,
  rowsPerPage: IDS.rowsPerPage,
};

const SORT_KEYS: Record<(typeof TRADE_NAME_SORTS)[number], string> = {
  '-registeredAt': 'newest',
  registeredAt: 'oldest',
  name: 'name',
  '-name': 'nameDescending',
};

type FormValues = Pick<TradeNameFilters, 'name' | 'provinceId' | 'districtId' | 'protectionLevel' | 'sort'>;

function FiltersForm({
  filters,
  errors,
  onSubmit,
}: {
  filters: TradeNameFilters;
  errors: Record<string, string>;
  onSubmit: (values: FormValues) => void;
}) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState<FormValues>({
    name: filters.name,
    provinceId: filters.provinceId,
    districtId: filters.districtId,
    protectionLevel: filters.protectionLevel,
    sort: filters.sort,
  });
  const set = (key: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <RegisterFiltersForm register="tradenames" clearHref="/tradenames" onSubmit={() => onSubmit(values)}>
      <NameAndPlaceFilters ids={IDS} values={values} onChange={set} errors={errors} />
      <SelectFilterField
        id={IDS.protectionLevel}
        name="protectionLevel"
        label={t('filters.protectionLevel.label')}
        value={values.protectionLevel}
        onChange={set('protectionLevel')}
        error={errors[IDS.protectionLevel]}
      >
        <option value="">{t('filters.protectionLevel.all')}</option>
        {PROTECTION_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`protectionLevels.${level}`)}
          </option>
        ))}
      </SelectFilterField>
      <SortFilterField
        id={IDS.sort}
        name="sortBy"
        sorts={TRADE_NAME_SORTS}
        wordingOf={(sort) => SORT_KEYS[sort]}
        value={values.sort}
        onChange={set('sort')}
        error={errors[IDS.sort]}
      />
    </RegisterFiltersForm>
  );
}

/** `/tradenames`: the public trade-name register (granted names and names of registered companies). */
export function TradeNamesPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { filters, go, hrefOf, address } = useAddressFilters('/tradenames', tradeNameFiltersFrom, tradeNameSearchOf);
  const tradeNames = usePublicTradeNames(filters);
  const places = usePlaceNames();

  const { fieldErrors, summary } = filterErrorsOf(tradeNames.error, FIELD_OF_PARAMETER, IDS.name);

  const columns: Column<PublicTradeName>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      cell: (row) => (
        <bdi lang={row.language ?? undefined} dir={isLocale(row.language) ? directionOf(row.language) : 'auto'}>
          {row.name}
        </bdi>
      ),
    },
    { key: 'level', header: t('columns.protectionLevel'), cell: (row) => labelOf(t, 'protectionLevels', row.protection_level) },
    {
      key: 'place',
      header: t('columns.place'),
      cell: (row) => places.of(row) ?? t('place.kri'),
    },
    { key: 'date', header: t('columns.registeredAt'), cell: (row) => format.date(row.registeredAt) },
    { key: 'status', header: t('columns.status'), cell: (row) => <StatusChip status={row.status} /> },
    {
      key: 'holder',
      header: t('columns.holder'),
      cell: (row) =>
        row.status === 'registered' ? (
          <Link href={`/businesses/by-trade-name/${row.id}`}>
            {t('tradeNames.companyLink')}
            <Box component="span" sx={visuallyHidden}>
              {': '}
              <bdi>{row.name}</bdi>
            </Box>
          </Link>
        ) : (
          '—'
        ),
    },
  ];
  const data = tradeNames.data;

  return (
    <Page title={t('tradeNames.title')} lead={t('tradeNames.intro')} maxWidth="lg">
      <ErrorSummary title={t('errorSummary.title')} errors={summary} attempt={address} />
      <FiltersForm key={address} filters={filters} errors={fieldErrors} onSubmit={(values) => go({ ...values, page: 1 })} />
      <RegisterResults
        register="tradenames"
        heading={t('tradeNames.resultsHeading')}
        query={tradeNames}
        total={data?.meta.total}
        summarized={summary.length > 0}
        empty={t('tradeNames.empty')}
        pager={{
          id: IDS.rowsPerPage,
          page: filters.page,
          rowsPerPage: filters.rowsPerPage,
          total: data?.meta.total ?? 0,
          hrefOf: (page) => hrefOf({ page }),
          onRowsPerPage: (rowsPerPage) => go({ rowsPerPage, page: 1 }),
        }}
      >
        {data && <DataTable id="tradenames-table" caption={t('tradeNames.caption')} columns={columns} rows={data.items} />}
      </RegisterResults>
    </Page>
  );
}

export default TradeNamesPage;
