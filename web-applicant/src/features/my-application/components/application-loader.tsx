import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundMessage, type NotFoundTexts } from '#src/components/not-found';
import { Page } from '#src/components/page';
import { RequireSignIn } from '#src/components/require-sign-in';
import { ApiError, userMessageOf } from '#src/lib/api';
import { useApplication, type Application } from '#src/features/my-application/api/get-application';
import { NS } from '../i18n';
import { isApplicationKind, type ApplicationKind } from '../utils/kinds';

function NotFound() {
  const { t } = useTranslation(NS);
  return (
    <NotFoundMessage texts={t('notFound', { returnObjects: true }) as NotFoundTexts}>
      <Link href="/my-applications">{t('backToList')}</Link>
    </NotFoundMessage>
  );
}

/**
 * The application was transferred away from the signed-in applicant (the API answers 410
 * `application.transferred`): their page, open since, explains it instead of "not found" (issue 34 §6).
 */
function Transferred() {
  const { t } = useTranslation(NS);
  return (
    <Page title={t('transferred.title')}>
      <Alert severity="info" data-application-transferred="" sx={{ mb: 3 }}>
        {t('transferred.body')}
      </Alert>
      <Link href="/my-applications">{t('backToList')}</Link>
    </Page>
  );
}

export const TRANSFERRED_CODE = 'application.transferred';

function Loaded({
  kind,
  id,
  title,
  children,
}: {
  kind: ApplicationKind;
  id: string;
  title: string;
  children: (application: Application) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const application = useApplication(kind, id);
  if (application.isPending) {
    return (
      <Page title={title}>
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 4 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Box>
      </Page>
    );
  }
  // Another applicant's application answers 404 as well: ids cannot be probed.
  if (application.isError && application.error instanceof ApiError && application.error.status === 404) return <NotFound />;
  if (application.isError && application.error instanceof ApiError && application.error.code === TRANSFERRED_CODE) return <Transferred />;
  if (application.isError) {
    return (
      <Page title={title}>
        <Alert severity="error">{userMessageOf(application.error)}</Alert>
      </Page>
    );
  }
  return <>{children(application.data)}</>;
}

/**
 * The frame of every page of one application: a signed-in applicant (else the code page, which
 * brings them back), a kind the portal knows (else 404), the application loaded (its owner only).
 */
export function ApplicationLoader({
  title,
  children,
}: {
  title: string;
  children: (application: Application, kind: ApplicationKind) => ReactNode;
}) {
  const { kind, id } = useParams();
  if (!isApplicationKind(kind) || !id) return <NotFound />;
  return (
    <RequireSignIn>
      <Loaded kind={kind} id={id} title={title}>
        {(application) => children(application, kind)}
      </Loaded>
    </RequireSignIn>
  );
}
