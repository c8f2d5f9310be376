import { Box, Link, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { asciiDigits } from '@registry/domain/trade-names/naming/normalize';
import { NS as FORM_NS } from '#src/components/form/i18n';
import { useActivities, type Activity } from '#src/features/registers/api/activities';
import { useProvinces } from '#src/components/form/api/get-places';
import { useAddressFilters } from '#src/features/registers/api/use-address-filters';
import { usePlaceNames } from '#src/features/registers/api/use-place-names';
import {
  PUBLICATION_KINDS,
  PUBLICATION_SORTS,
  publicationFiltersFrom,
  publicationSearchOf,
  publicationsAtomUrl,
  publicationsCsvUrl,
  usePublications,
  type PublicationFilters,
  type PublicationKind,
} from '#src/features/registers/api/get-publications';
import type { TradeNamePublication } from '#src/features/registers/api/schemas';
import { useBusinessColumns } from '../components/business-columns';
import { DataTable, type Column } from '../components/data-table';
import { filterErrorsOf, NameAndPlaceFilters, RegisterFiltersForm, SortFilterField } from '../components/register-filters';
import { RegisterResults } from '../components/register-results';
import { ErrorSummary } from '#src/components/error-summary';
import { labelOf } from '../components/labels';
import { StatusChip } from '../components/status-chip';
import { NS } from '../i18n';
import { deferred } from '#src/components/deferred';

/**
 * The activity filter (MUI's Autocomplete, whose popper mounts only in the browser and then adds
 * styles of its own) is hydrated after the rest of the page, as the name search's picker is.
 */
const ActivityField = deferred(
  () => import(/* after hydration */ '../components/activity-field').then((module) => module.ActivityField),
  ActivityFieldPlaceholder,
);

/** While the autocomplete's code loads after a navigation inside the portal: its field, not yet usable. */
function ActivityFieldPlaceholder({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  return <TextField id={id} label={t('filters.activity.label')} helperText={t('filters.activity.hint')} disabled fullWidth />;
}

/** Input ids: the error summary links to them. */
const IDS = {
  name: 'publications-name',
  province: 'publications-province',
  district: 'publications-district',
  activity: 'publications-activity',
  from: 'publications-from',
  to: 'publications-to',
  sort: 'publications-sort',
  rowsPerPage: 'publications-rows-per-page',
} as const;

/** The API's parameter named in a 422 (`source.parameter`) → the input to correct. */
const FIELD_OF_PARAMETER: Record<string, string> = {
  name: IDS.name,
  trade_name: IDS.name,
  provinceId: IDS.province,
  districtId: IDS.district,
  activityIds: IDS.activity,
  publishedAtRange: IDS.from,
  sortBy: IDS.sort,
  sortOrder: IDS.sort,
  page: IDS.rowsPerPage,
  rowsPerPage: IDS.rowsPerPage,
};

type FormValues = Omit<PublicationFilters, 'kind' | 'page' | 'rowsPerPage' | 'activityId'>;

/**
 * Dates are typed as the registration's forms take them (YYYY-MM-DD, the API's format) in a text
 * field: the browser's date input would show its own language's pattern ("mm/dd/yyyy") whatever
 * the page's language. Left to right in every language; Kurdish digits become ASCII as typed.
 */
const DATE_SLOTS = {
  inputLabel: { shrink: true },
  htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off', spellCheck: false, maxLength: 10 },
} as const;

/** The filters as a form; it starts from the address and writes back to it on submit. */
function FiltersForm({
  filters,
  errors,
  onSubmit,
}: {
  filters: PublicationFilters;
  errors: Record<string, string>;
  onSubmit: (values: FormValues, activityId: string) => void;
}) {
  // The form kit's date hint too: useTranslation waits for both namespaces.
  const { t } = useTranslation([NS, FORM_NS]);
  const [values, setValues] = useState<FormValues>({
    name: filters.name,
    provinceId: filters.provinceId,
    districtId: filters.districtId,
    from: filters.from,
    to: filters.to,
    sort: filters.sort,
  });
  const listed = useActivities(filters.activityId ? [filters.activityId] : []);
  /** undefined: still the activity of the address (named once /activities/list answers). */
  const [chosen, setChosen] = useState<Activity | null | undefined>(undefined);
  const named = listed.data?.[0];
  // Memoised: the deferred field keeps the server's HTML only while its props keep their identity.
  const activity = useMemo(
    () =>
      chosen !== undefined
        ? chosen
        : filters.activityId
          ? (named ?? { id: filters.activityId, code: filters.activityId, label: '' })
          : null,
    [chosen, filters.activityId, named],
  );
  const set = (key: keyof FormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <RegisterFiltersForm register="publications" clearHref="/publications" onSubmit={() => onSubmit(values, activity?.id ?? '')}>
      <NameAndPlaceFilters ids={IDS} values={values} onChange={set} errors={errors} />
      <ActivityField id={IDS.activity} value={activity} onChange={setChosen} error={errors[IDS.activity]} />
      <TextField
        id={IDS.from}
        name="from"
        label={t('filters.from.label')}
        value={values.from}
        onChange={(event) => set('from')(asciiDigits(event.target.value))}
        error={!!errors[IDS.from]}
        helperText={errors[IDS.from] ?? `${t('filters.from.hint')} ${t('date.hint', { ns: FORM_NS })}`}
        slotProps={DATE_SLOTS}
      />
      <TextField
        id={IDS.to}
        name="to"
        label={t('filters.to.label')}
        value={values.to}
        onChange={(event) => set('to')(asciiDigits(event.target.value))}
        error={!!errors[IDS.to]}
        helperText={errors[IDS.to] ?? `${t('filters.to.hint')} ${t('date.hint', { ns: FORM_NS })}`}
        slotProps={DATE_SLOTS}
      />
      <SortFilterField
        id={IDS.sort}
        name="sort"
        sorts={PUBLICATION_SORTS}
        value={values.sort}
        onChange={set('sort')}
        error={errors[IDS.sort]}
      />
    </RegisterFiltersForm>
  );
}

/**
 * `/publications`: the gazette (spec §1). Registered businesses and granted trade names, with
 * filters kept in the address (shareable; the back button returns to the previous search), the
 * same list as CSV and the Atom feed of new entries.
 */
export function PublicationsPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { filters, go, hrefOf, address } = useAddressFilters('/publications', publicationFiltersFrom, publicationSearchOf);
  const publications = usePublications(filters);
  const places = usePlaceNames();
  const provinces = useProvinces();
  const provinceName = places.province(filters.provinceId);

  const { fieldErrors, summary } = filterErrorsOf(publications.error, FIELD_OF_PARAMETER, IDS.name);

  const place = (row: { provinceId?: string | null; districtId?: string | null }) => places.of(row) ?? t('place.kri');
  const businessColumns = useBusinessColumns('columns.publishedAt');
  const tradeNameColumns: Column<TradeNamePublication>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      cell: (row) => (
        <Link href={`/tradenames/${row.id}`}>
          <bdi>{row.name}</bdi>
        </Link>
      ),
    },
    { key: 'type', header: t('columns.tradeNameType'), cell: (row) => labelOf(t, 'tradeNameTypes', row.tradeNameType) },
    { key: 'level', header: t('columns.protectionLevel'), cell: (row) => labelOf(t, 'protectionLevels', row.protectionLevel) },
    { key: 'place', header: t('columns.place'), cell: place },
    { key: 'date', header: t('columns.grantedAt'), cell: (row) => format.date(row.grantedAt) },
    { key: 'status', header: t('columns.status'), cell: (row) => <StatusChip status={row.status} /> },
  ];

  const data = publications.data?.kind === filters.kind ? publications.data : undefined;
  const kindLabel = t(`publications.tabs.${filters.kind}`);

  return (
    <Page title={t('publications.title')} lead={t('publications.intro')} maxWidth="lg">
      <ErrorSummary title={t('errorSummary.title')} errors={summary} attempt={address} />

      <Tabs
        value={filters.kind}
        onChange={(_event, kind: PublicationKind) => go({ kind, page: 1 })}
        aria-label={t('publications.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {PUBLICATION_KINDS.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            id={`publications-tab-${kind}`}
            aria-controls="publications-panel"
            label={t(`publications.tabs.${kind}`)}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id="publications-panel" aria-labelledby={`publications-tab-${filters.kind}`}>
        <FiltersForm
          key={address}
          filters={filters}
          errors={fieldErrors}
          onSubmit={(values, activityId) => go({ ...values, activityId, page: 1 })}
        />

        <RegisterResults
          register="publications"
          heading={t('publications.resultsHeading', { list: kindLabel })}
          query={publications}
          total={data?.page.meta.total}
          summarized={summary.length > 0}
          empty={t('publications.empty')}
          pager={{
            id: IDS.rowsPerPage,
            page: filters.page,
            rowsPerPage: filters.rowsPerPage,
            total: data?.page.meta.total ?? 0,
            hrefOf: (page) => hrefOf({ page }),
            onRowsPerPage: (rowsPerPage) => go({ rowsPerPage, page: 1 }),
          }}
        >
          {data &&
            (data.kind === 'businesses' ? (
              <DataTable
                id="publications-table"
                caption={t('publications.caption.businesses')}
                columns={businessColumns}
                rows={data.page.items}
              />
            ) : (
              <DataTable
                id="publications-table"
                caption={t('publications.caption.trade_names')}
                columns={tradeNameColumns}
                rows={data.page.items}
              />
            ))}
        </RegisterResults>

        <Box component="section" aria-labelledby="publications-open-data-heading" sx={{ mt: 5 }}>
          <Typography id="publications-open-data-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
            {t('openData.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('openData.intro')}
          </Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 1 }}>
            <li>
              <Link href={publicationsCsvUrl(filters)} download>
                {t(`openData.csv.${filters.kind}`)}
              </Link>{' '}
              <Typography component="span" color="text.secondary">
                {t('openData.csvHint')}
              </Typography>
            </li>
            <li>
              <Link href={publicationsAtomUrl(filters.kind, filters.provinceId)} type="application/atom+xml">
                {filters.provinceId
                  ? t(`openData.atomProvince.${filters.kind}`, {
                      province: provinceName ?? (provinces.isPending ? filters.provinceId : filters.provinceId),
                    })
                  : t(`openData.atom.${filters.kind}`)}
              </Link>{' '}
              <Typography component="span" color="text.secondary">
                {t('openData.atomHint')}
              </Typography>
            </li>
          </Box>
        </Box>
      </Box>
    </Page>
  );
}

export default PublicationsPage;
