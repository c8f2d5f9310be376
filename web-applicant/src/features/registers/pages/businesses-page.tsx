import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { ApiError, userMessageOf } from '#src/lib/api';
import { getBusinessByUen, normalizeUen } from '#src/features/registers/api/get-business-by-uen';
import { useAddressFilters } from '#src/features/registers/api/use-address-filters';
import { businessesQueryFrom, businessesSearchOf, usePublicBusinesses } from '#src/features/registers/api/get-public-businesses';
import { useBusinessColumns } from '../components/business-columns';
import { DataTable } from '../components/data-table';
import { ErrorSummary, type SummaryError } from '#src/components/error-summary';
import { Pager } from '../components/pager';
import { NS } from '../i18n';

const IDS = { search: 'businesses-search', uen: 'businesses-uen', rowsPerPage: 'businesses-rows-per-page' } as const;

/** "Find by unique entity number": the company's page, or a clear message that no company has it. */
function UenForm() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [uen, setUen] = useState('');
  // `words` words the problem at each render, so that it follows a language switch.
  const [problem, setProblem] = useState<{ words: (translate: typeof t) => string; kind: 'field' | 'notFound' | 'failed' } | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const value = normalizeUen(uen);
    if (!value) {
      setProblem({ kind: 'field', words: (translate) => translate('uen.required') });
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const business = await getBusinessByUen(value);
      await navigate(`/businesses/${business.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        setProblem({ kind: 'notFound', words: (translate) => translate('uen.notFound', { uen: value }) });
      else setProblem({ kind: error instanceof ApiError && error.status === 422 ? 'field' : 'failed', words: () => userMessageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const message = problem?.words(t);
  const summary: SummaryError[] = problem?.kind === 'field' ? [{ fieldId: IDS.uen, message: message! }] : [];
  return (
    <Box component="section" aria-labelledby="businesses-uen-heading" sx={{ mb: 5 }}>
      <ErrorSummary title={t('errorSummary.title')} errors={summary} attempt={attempt} />
      <Typography id="businesses-uen-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {t('uen.heading')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-labelledby="businesses-uen-heading"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          id={IDS.uen}
          name="uen"
          label={t('uen.label')}
          value={uen}
          onChange={(event) => setUen(event.target.value)}
          error={problem?.kind === 'field'}
          helperText={problem?.kind === 'field' ? message : t('uen.hint')}
          autoComplete="off"
          spellCheck={false}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 40, inputMode: 'text' } }}
          sx={{ flex: '1 1 16rem', maxWidth: '24rem' }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 0.5 }}>
          {t('uen.submit')}
        </Button>
      </Box>
      <Box role="status" sx={{ mt: 2 }}>
        {problem?.kind === 'notFound' && <Alert severity="warning">{message}</Alert>}
        {problem?.kind === 'failed' && <Alert severity="error">{message}</Alert>}
      </Box>
    </Box>
  );
}

/** `/businesses`: the public register of companies (spec §7), searchable by trade name, and the look-up by UEN. */
export function BusinessesPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { filters: query, go, hrefOf, address } = useAddressFilters('/businesses', businessesQueryFrom, businessesSearchOf);
  const businesses = usePublicBusinesses(query);
  const [search, setSearch] = useState(query.tradeName);
  const [shown, setShown] = useState(query.tradeName);
  // The back button changes the address: the box follows it.
  if (shown !== query.tradeName) {
    setShown(query.tradeName);
    setSearch(query.tradeName);
  }
  const apiErrors = businesses.error instanceof ApiError && businesses.error.status === 422 ? businesses.error.fieldErrors : {};
  const summary: SummaryError[] = Object.entries(apiErrors).map(([parameter, message]) => ({
    fieldId: parameter === 'trade_name' ? IDS.search : IDS.rowsPerPage,
    message,
  }));

  const columns = useBusinessColumns('columns.registeredAt');
  const data = businesses.data;
  const total = data?.meta.total ?? 0;

  return (
    <Page title={t('businesses.title')} lead={t('businesses.intro')} maxWidth="lg">
      <ErrorSummary title={t('errorSummary.title')} errors={summary} attempt={address} />
      <UenForm />

      <Box component="section" aria-labelledby="businesses-list-heading">
        <Typography id="businesses-list-heading" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
          {t('businesses.listHeading')}
        </Typography>
        <Box
          component="form"
          role="search"
          aria-label={t('businesses.search.label')}
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            go({ tradeName: search, page: 1 });
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
        >
          <TextField
            id={IDS.search}
            name="q"
            type="search"
            label={t('businesses.search.label')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={!!apiErrors.trade_name}
            helperText={apiErrors.trade_name ?? t('businesses.search.hint')}
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }}
            sx={{ flex: '1 1 16rem', maxWidth: '32rem' }}
          />
          <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5 }}>
            {t('businesses.search.submit')}
          </Button>
        </Box>

        <Box aria-busy={businesses.isFetching}>
          <Box role="status" sx={{ mb: 2 }}>
            {data && !businesses.isFetching ? (
              <Typography color="text.secondary">{t('publications.found', { total: format.number(total) })}</Typography>
            ) : null}
          </Box>
          {businesses.isPending && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{t('loading')}</Typography>
            </Box>
          )}
          {businesses.error && !summary.length && <Alert severity="error">{userMessageOf(businesses.error)}</Alert>}
          {data && total === 0 && <Alert severity="info">{query.tradeName ? t('businesses.noMatch') : t('businesses.empty')}</Alert>}
          {data && total > 0 && (
            <Box sx={{ opacity: businesses.isPlaceholderData ? 0.6 : 1 }}>
              <DataTable id="businesses-table" caption={t('businesses.caption')} columns={columns} rows={data.items} />
              <Pager
                id={IDS.rowsPerPage}
                page={query.page}
                rowsPerPage={query.rowsPerPage}
                total={total}
                hrefOf={(page) => hrefOf({ page })}
                onRowsPerPage={(rowsPerPage) => go({ rowsPerPage, page: 1 })}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Page>
  );
}

export default BusinessesPage;
