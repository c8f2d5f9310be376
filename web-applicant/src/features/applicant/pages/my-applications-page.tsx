import { isWorkflowKind } from '@registry/domain/applications/workflow/presentation';
import { Alert, Box, Button, CircularProgress, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/format';
import { Page } from '../../../components/page';
import { visuallyHidden } from '../../../components/visually-hidden';
import { userMessageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth';
import { useMyApplications, type ApplicationRow } from '../api/get-my-applications';
import { RequireSignIn } from '../../../components/require-sign-in';
import { SignOutButton } from '../components/sign-out-button';
import { StatusChip } from '../../../lib/workflow/status-chip';
import { NS } from '../i18n';
import { applicationPath, nextStepKey } from '../utils/application-status';


function ApplicationName({ row }: { row: ApplicationRow }) {
  const { t } = useTranslation(NS);
  const name = row.name?.trim() || t('myApplications.unnamed', { id: row.id.slice(0, 8) });
  const path = applicationPath(row.kind, row.id);
  return (
    <>
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {isWorkflowKind(row.kind) ? t(`kind.${row.kind}`) : row.kind}
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

function ApplicationsTable() {
  const { t } = useTranslation(NS);
  const applications = useMyApplications();
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
  if (!rows.length) return <EmptyState />;
  return (
    <>
      <TableContainer>
        <Table>
          <caption style={visuallyHidden}>{t('myApplications.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">{t('myApplications.columns.application')}</TableCell>
              <TableCell component="th" scope="col">{t('myApplications.columns.status')}</TableCell>
              <TableCell component="th" scope="col">{t('myApplications.columns.expected')}</TableCell>
              <TableCell component="th" scope="col">{t('myApplications.columns.next')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-application-id={row.id}>
                <TableCell component="th" scope="row">
                  <ApplicationName row={row} />
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
  return (
    <RequireSignIn>
      <Page title={t('myApplications.title')}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
          <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
            {user?.email && <Trans t={t} i18nKey="myApplications.signedInAs" values={{ email: user.email }} components={{ bdi: <bdi /> }} />}
          </Typography>
          <SignOutButton />
        </Box>
        <ApplicationsTable />
      </Page>
    </RequireSignIn>
  );
}

export default MyApplicationsPage;
