import { isWorkflowKind } from '@registry/domain/applications/workflow/presentation';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseReference } from '@registry/domain/applications/reference-number';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { visuallyHidden } from '#src/components/visually-hidden';
import { userMessageOf } from '#src/lib/api';
import { useAuth } from '#src/lib/auth/auth';
import { useMyApplications, type ApplicationRow } from '#src/features/applicant/api/get-my-applications';
import { RequireSignIn } from '#src/components/require-sign-in';
import { SignOutButton } from '../components/sign-out-button';
import { StatusChip } from '#src/lib/workflow/status-chip';
import { NS } from '../i18n';
import { applicationPath, nextStepKey } from '../utils/application-status';

function ApplicationName({ row }: { row: ApplicationRow }) {
  const { t } = useTranslation(NS);
  const name = row.name?.trim() || t('myApplications.unnamed', { id: row.reference ?? '' });
  const path = applicationPath(row.kind, row.id);
  // A foreign company's business application registers a branch: the row says so (issue 34 §4).
  const branch = row.kind === 'business' && row.businessType === 'foreign_company';
  return (
    <>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', color: 'text.secondary' }}
        data-application-kind={branch ? 'branch' : row.kind}
      >
        {branch ? t('kind.branch') : isWorkflowKind(row.kind) ? t(`kind.${row.kind}`) : row.kind}
      </Typography>
      {path ? (
        <Link href={path} sx={{ fontWeight: 600 }}>
          <bdi>{name}</bdi>
        </Link>
      ) : (
        <bdi>{name}</bdi>
      )}
    </>
  );
}

/** The registry's promised answer time: the e-mail answer while it waits for one, else the processing time. */
function ExpectedAnswer({ row }: { row: ApplicationRow }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const due = row.answerDueAt ?? row.dueAt;
  if (!due) return <>{t('myApplications.notDue')}</>;
  return (
    <>
      <time dateTime={due}>{format.dateTime(due)}</time>
      {row.overdue && (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'warning.dark' }}>
          {t('myApplications.late')}
        </Typography>
      )}
    </>
  );
}

function EmptyState() {
  const { t } = useTranslation(NS);
  return (
    <Box sx={{ py: 4 }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('myApplications.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('myApplications.emptyHint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" href="/tradenames/search">
          {t('myApplications.checkName')}
        </Button>
        <Button variant="outlined" href="/businesses/register">
          {t('myApplications.register')}
        </Button>
      </Box>
    </Box>
  );
}

const REFERENCE_FIELD_ID = 'find-reference';

/** Finds one of the applicant's applications by its reference (as they read it from an e-mail or say it on the phone). */
function FindByReference({ reference, onFind }: { reference: string; onFind: (reference: string) => void }) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(reference);
  const [invalid, setInvalid] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setInvalid(false);
      onFind('');
      return;
    }
    const parsed = parseReference(text);
    setInvalid(!parsed);
    if (parsed) onFind(parsed);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('myApplications.find.label')}
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 3 }}
    >
      <TextField
        id={REFERENCE_FIELD_ID}
        name="reference"
        size="small"
        label={t('myApplications.find.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid}
        helperText={invalid ? t('myApplications.find.invalid') : t('myApplications.find.hint')}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' } }}
        sx={{ minWidth: '16rem' }}
      />
      <Button type="submit" variant="outlined">
        {t('myApplications.find.submit')}
      </Button>
      {reference && (
        <Button
          variant="text"
          onClick={() => {
            setText('');
            setInvalid(false);
            onFind('');
          }}
        >
          {t('myApplications.find.clear')}
        </Button>
      )}
    </Box>
  );
}

function ApplicationsTable({ reference }: { reference: string }) {
  const { t } = useTranslation(NS);
  const applications = useMyApplications(reference || undefined);
  if (applications.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 4 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('myApplications.loading')}</Typography>
      </Box>
    );
  }
  if (applications.isError) return <Alert severity="error">{userMessageOf(applications.error)}</Alert>;
  const rows = applications.data.pages.flatMap((page) => page.items);
  if (!rows.length)
    return reference ? <Typography sx={{ py: 2 }}>{t('myApplications.find.none', { reference })}</Typography> : <EmptyState />;
  return (
    <>
      <TableContainer>
        <Table>
          <caption style={visuallyHidden}>{t('myApplications.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('myApplications.columns.application')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('myApplications.columns.reference')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('myApplications.columns.status')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('myApplications.columns.expected')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('myApplications.columns.next')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-application-id={row.id}>
                <TableCell component="th" scope="row">
                  <ApplicationName row={row} />
                </TableCell>
                <TableCell>
                  {row.reference && (
                    <bdi dir="ltr" data-application-reference="">
                      {row.reference}
                    </bdi>
                  )}
                </TableCell>
                <TableCell>
                  <StatusChip status={row.status} size="small" />
                </TableCell>
                <TableCell>
                  <ExpectedAnswer row={row} />
                </TableCell>
                <TableCell>{t(nextStepKey(row))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {applications.hasNextPage && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => void applications.fetchNextPage()} loading={applications.isFetchingNextPage}>
            {t('myApplications.more')}
          </Button>
        </Box>
      )}
    </>
  );
}

/** `/my-applications`: the signed-in applicant's applications of every kind, with their status and next step. */
export function MyApplicationsPage() {
  const { t } = useTranslation(NS);
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const reference = searchParams.get('reference') ?? '';
  return (
    <RequireSignIn>
      <Page title={t('myApplications.title')}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
          <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
            {user?.email && (
              <Trans t={t} i18nKey="myApplications.signedInAs" values={{ email: user.email }} components={{ bdi: <bdi /> }} />
            )}
          </Typography>
          <SignOutButton />
        </Box>
        <FindByReference reference={reference} onFind={(found) => setSearchParams(found ? { reference: found } : {}, { replace: true })} />
        <ApplicationsTable reference={reference} />
      </Page>
    </RequireSignIn>
  );
}

export default MyApplicationsPage;
