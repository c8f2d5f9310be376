import { Alert, Box, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { visuallyHidden } from '#src/components/visually-hidden';
import { directionOf, isLocale } from '#src/i18n';
import { ApiError, userMessageOf } from '#src/lib/api';
import { usePlaceNames } from '../api/use-place-names';
import {
  PROTECTION_LEVELS,
  TRADE_NAME_SORTS,
  tradeNameFiltersFrom,
  tradeNameSearchOf,
  usePublicTradeNames,
  type TradeNameFilters,
} from '../api/get-public-trade-names';
import type { PublicTradeName } from '../api/schemas';
import { DataTable, type Column } from '../components/data-table';
import { FilterActions } from '../components/filter-actions';
import { ErrorSummary, type SummaryError } from '#src/components/error-summary';
import { labelOf } from '../components/labels';
import { Pager } from '../components/pager';
import { PlaceFields } from '../components/place-fields';
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
    <Box
      component="form"
      role="search"
      aria-labelledby="tradenames-filters-heading"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit(values);
      }}
      sx={{ mb: 4 }}
    >
      <Typography id="tradenames-filters-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {t('filters.heading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <TextField
          id={IDS.name}
          name="name"
          label={t('filters.name.label')}
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          error={!!errors[IDS.name]}
          helperText={errors[IDS.name] ?? t('filters.name.hint')}
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }}
        />
        <PlaceFields
          provinceId={values.provinceId}
          districtId={values.districtId}
          onProvince={set('provinceId')}
          onDistrict={set('districtId')}
          ids={{ province: IDS.province, district: IDS.district }}
          errors={{ province: errors[IDS.province], district: errors[IDS.district] }}
        />
        <TextField
          select
          id={IDS.protectionLevel}
          name="protectionLevel"
          label={t('filters.protectionLevel.label')}
          value={values.protectionLevel}
          onChange={(event) => set('protectionLevel')(event.target.value)}
          error={!!errors[IDS.protectionLevel]}
          helperText={errors[IDS.protectionLevel]}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('filters.protectionLevel.all')}</option>
          {PROTECTION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`protectionLevels.${level}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          id={IDS.sort}
          name="sortBy"
          label={t('filters.sort.label')}
          value={values.sort}
          onChange={(event) => set('sort')(event.target.value)}
          error={!!errors[IDS.sort]}
          helperText={errors[IDS.sort]}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {TRADE_NAME_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sort.${SORT_KEYS[sort]}`)}
            </option>
          ))}
        </TextField>
      </Box>
      <FilterActions clearHref="/tradenames" />
    </Box>
  );
}

/** `/tradenames`: the public trade-name register (granted names and names of registered companies). */
export function TradeNamesPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => tradeNameFiltersFrom(searchParams), [searchParams]);
  const tradeNames = usePublicTradeNames(filters);
  const places = usePlaceNames();

  const apiErrors = tradeNames.error instanceof ApiError && tradeNames.error.status === 422 ? tradeNames.error.fieldErrors : {};
  const fieldErrors: Record<string, string> = {};
  for (const [parameter, message] of Object.entries(apiErrors)) fieldErrors[FIELD_OF_PARAMETER[parameter] ?? IDS.name] ??= message;
  const summary: SummaryError[] = Object.entries(fieldErrors).map(([fieldId, message]) => ({ fieldId, message }));
  const go = (changes: Partial<TradeNameFilters>) => setSearchParams(tradeNameSearchOf({ ...filters, ...changes }));
  const hrefOf = (page: number) => {
    const search = tradeNameSearchOf({ ...filters, page }).toString();
    return search ? `/tradenames?${search}` : '/tradenames';
  };

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
      cell: (row) => [places.province(row.provinceId), places.district(row.districtId)].filter(Boolean).join(' · ') || t('place.kri'),
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
  const total = data?.meta.total ?? 0;

  return (
    <Page title={t('tradeNames.title')} lead={t('tradeNames.intro')} maxWidth="lg">
      <ErrorSummary title={t('errorSummary.title')} errors={summary} attempt={searchParams.toString()} />
      <FiltersForm key={searchParams.toString()} filters={filters} errors={fieldErrors} onSubmit={(values) => go({ ...values, page: 1 })} />
      <Box component="section" aria-labelledby="tradenames-results-heading" aria-busy={tradeNames.isFetching}>
        <Typography id="tradenames-results-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
          {t('tradeNames.resultsHeading')}
        </Typography>
        <Box role="status" sx={{ mb: 2 }}>
          {data && !tradeNames.isFetching ? (
            <Typography color="text.secondary">{t('publications.found', { total: format.number(total) })}</Typography>
          ) : null}
        </Box>
        {tradeNames.isPending && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('loading')}</Typography>
          </Box>
        )}
        {tradeNames.error && !summary.length && <Alert severity="error">{userMessageOf(tradeNames.error)}</Alert>}
        {data && total === 0 && <Alert severity="info">{t('tradeNames.empty')}</Alert>}
        {data && total > 0 && (
          <Box sx={{ opacity: tradeNames.isPlaceholderData ? 0.6 : 1 }}>
            <DataTable id="tradenames-table" caption={t('tradeNames.caption')} columns={columns} rows={data.items} />
            <Pager
              id={IDS.rowsPerPage}
              page={filters.page}
              rowsPerPage={filters.rowsPerPage}
              total={total}
              hrefOf={hrefOf}
              onRowsPerPage={(rowsPerPage) => go({ rowsPerPage, page: 1 })}
            />
          </Box>
        )}
      </Box>
    </Page>
  );
}

export default TradeNamesPage;
