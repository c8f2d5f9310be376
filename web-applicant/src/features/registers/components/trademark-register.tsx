import { Box, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { ErrorSummary } from '#src/components/error-summary';
import { directionOf, isLocale } from '#src/i18n';
import { useAddressFilters } from '#src/features/registers/api/use-address-filters';
import {
  MARK_STATUSES,
  NICE_CLASSES,
  TRADEMARK_SORTS,
  trademarkFiltersFrom,
  trademarkSearchOf,
  usePublicTrademarks,
  type TrademarkFilters,
} from '#src/features/registers/api/get-public-trademarks';
import type { PublicTrademark } from '#src/features/registers/api/schemas';
import { DataTable, type Column } from './data-table';
import { filterErrorsOf, RegisterFiltersForm, SelectFilterField, SortFilterField } from './register-filters';
import { RegisterResults } from './register-results';
import { labelOf } from './labels';
import { StatusChip } from './status-chip';
import { NS } from '../i18n';

const PATH = '/trademarks';
const IDS = {
  words: 'trademarks-words',
  niceClass: 'trademarks-class',
  status: 'trademarks-status',
  sort: 'trademarks-sort',
  rowsPerPage: 'trademarks-rows-per-page',
} as const;

const FIELD_OF_PARAMETER: Record<string, string> = {
  words: IDS.words,
  niceClass: IDS.niceClass,
  status: IDS.status,
  sortBy: IDS.sort,
  page: IDS.rowsPerPage,
  rowsPerPage: IDS.rowsPerPage,
};

const SORT_KEYS: Record<(typeof TRADEMARK_SORTS)[number], string> = {
  '-reservedAt': 'reservedNewest',
  reservedAt: 'reservedOldest',
  '-submittedAt': 'filedNewest',
  submittedAt: 'filedOldest',
};

type FormValues = Pick<TrademarkFilters, 'words' | 'niceClass' | 'status' | 'sort'>;

function FiltersForm({
  filters,
  errors,
  onSubmit,
}: {
  filters: TrademarkFilters;
  errors: Record<string, string>;
  onSubmit: (values: FormValues) => void;
}) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const [values, setValues] = useState<FormValues>({
    words: filters.words,
    niceClass: filters.niceClass,
    status: filters.status,
    sort: filters.sort,
  });
  const set = (key: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <RegisterFiltersForm register="trademarks" clearHref={PATH} onSubmit={() => onSubmit(values)}>
      <TextField
        id={IDS.words}
        name="words"
        label={t('filters.words.label')}
        value={values.words}
        onChange={(event) => set('words')(event.target.value)}
        error={!!errors[IDS.words]}
        helperText={errors[IDS.words] ?? t('filters.words.hint')}
        autoComplete="off"
        slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }}
      />
      <SelectFilterField
        id={IDS.niceClass}
        name="niceClass"
        label={t('filters.niceClass.label')}
        value={values.niceClass}
        onChange={set('niceClass')}
        error={errors[IDS.niceClass]}
      >
        <option value="">{t('filters.niceClass.all')}</option>
        {NICE_CLASSES.map((n) => (
          <option key={n} value={String(n)}>
            {t('filters.niceClass.option', { number: format.number(n) })}
          </option>
        ))}
      </SelectFilterField>
      <SelectFilterField
        id={IDS.status}
        name="status"
        label={t('filters.markStatus.label')}
        value={values.status}
        onChange={set('status')}
        error={errors[IDS.status]}
      >
        <option value="">{t('filters.markStatus.all')}</option>
        {MARK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {labelOf(t, 'status', status)}
          </option>
        ))}
      </SelectFilterField>
      <SortFilterField
        id={IDS.sort}
        name="sortBy"
        sorts={TRADEMARK_SORTS}
        wordingOf={(sort) => SORT_KEYS[sort]}
        value={values.sort}
        onChange={set('sort')}
        error={errors[IDS.sort]}
      />
    </RegisterFiltersForm>
  );
}

/** The mark's written forms, each in its own language and direction (the reader's first when it has one). */
function MarkWords({ mark, locale }: { mark: PublicTrademark; locale: string }) {
  const forms = Object.entries(mark.wordMark).sort(([a], [b]) => Number(b === locale) - Number(a === locale));
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {forms.map(([language, words]) => (
        <bdi key={language} lang={language} dir={isLocale(language) ? directionOf(language) : 'auto'}>
          {words}
        </bdi>
      ))}
    </Box>
  );
}

/**
 * The public register of marks (`GET /api/v1/public/trademarks`) at `/trademarks`: words in any
 * script, a Nice class and a status, kept in the address; reserved and terminated marks with
 * their image, classes and dates in the reader's digits, never who holds them.
 */
export function TrademarkRegister() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { filters, go, hrefOf, address } = useAddressFilters(PATH, trademarkFiltersFrom, trademarkSearchOf);
  const marks = usePublicTrademarks(filters);
  const { fieldErrors, summary } = filterErrorsOf(marks.error, FIELD_OF_PARAMETER, IDS.words);
  const wordsOf = (mark: PublicTrademark) => Object.values(mark.wordMark).join(' / ');

  const columns: Column<PublicTrademark>[] = [
    { key: 'words', header: t('columns.mark'), rowHeader: true, cell: (row) => <MarkWords mark={row} locale={format.locale} /> },
    {
      key: 'image',
      header: t('columns.image'),
      cell: (row) =>
        row.imageUrl ? (
          <Box
            component="img"
            src={row.imageUrl}
            alt={t('trademarks.imageAlt', { words: wordsOf(row) })}
            loading="lazy"
            sx={{ display: 'block', width: 56, height: 56, objectFit: 'contain', bgcolor: 'background.paper' }}
          />
        ) : (
          t('trademarks.noImage')
        ),
    },
    {
      key: 'classes',
      header: t('columns.classes'),
      cell: (row) => row.classes.map((n) => format.number(n)).join(t('trademarks.listSeparator')),
    },
    { key: 'status', header: t('columns.status'), cell: (row) => <StatusChip status={row.status} /> },
    { key: 'reserved', header: t('columns.reservedAt'), cell: (row) => (row.reservedAt ? format.date(row.reservedAt) : '—') },
    { key: 'filed', header: t('columns.filedAt'), cell: (row) => format.date(row.submittedAt) },
    { key: 'reference', header: t('columns.reference'), cell: (row) => <bdi dir="ltr">{row.reference ?? '—'}</bdi> },
  ];
  const data = marks.data;

  return (
    <>
      <ErrorSummary title={t('errorSummary.title')} errors={summary} attempt={address} />
      <FiltersForm key={address} filters={filters} errors={fieldErrors} onSubmit={(values) => go({ ...values, page: 1 })} />
      <RegisterResults
        register="trademarks"
        heading={t('trademarks.resultsHeading')}
        query={marks}
        total={data?.meta.total}
        summarized={summary.length > 0}
        empty={t('trademarks.empty')}
        pager={{
          id: IDS.rowsPerPage,
          page: filters.page,
          rowsPerPage: filters.rowsPerPage,
          total: data?.meta.total ?? 0,
          hrefOf: (page) => hrefOf({ page }),
          onRowsPerPage: (rowsPerPage) => go({ rowsPerPage, page: 1 }),
        }}
      >
        {data && <DataTable id="trademarks-table" caption={t('trademarks.caption')} columns={columns} rows={data.items} />}
      </RegisterResults>
    </>
  );
}
