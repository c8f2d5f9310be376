import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/page';
import { ApiError, userMessageOf } from '#src/lib/api';
import { NS } from '../i18n';
import { RegisterNotFound } from './not-found';

/**
 * A register entry's page before its data is there: the register's not-found page for a 404,
 * the refusal for any other error, else "loading".
 */
export function EntryPending({
  error,
  title,
  backHref,
  backLabel,
}: {
  error: unknown;
  title: string;
  backHref: string;
  backLabel: string;
}) {
  const { t } = useTranslation(NS);
  if (error instanceof ApiError && error.status === 404) return <RegisterNotFound backHref={backHref} backLabel={backLabel} />;
  return (
    <Page title={title} maxWidth="md">
      {error ? (
        <Alert severity="error">{userMessageOf(error)}</Alert>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Box>
      )}
    </Page>
  );
}
