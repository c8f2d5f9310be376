import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageHeading, usePageTitle } from '../components/page';

const NotFoundPage = lazy(() => import('../features/errors/not-found-page').then((module) => ({ default: module.NotFoundPage })));
const AccessDeniedPage = lazy(() =>
  import('../features/errors/access-denied-page').then((module) => ({ default: module.AccessDeniedPage })),
);

/**
 * What a route shows when its page cannot: a 404 or 403 thrown by a loader gets the errors
 * feature's page; anything else (most often a page's script that failed to download after a new
 * release) a short apology with a reload. Server error bodies are never shown (spec §8).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) {
    return <Suspense fallback={null}>{error.status === 404 ? <NotFoundPage /> : <AccessDeniedPage />}</Suspense>;
  }
  if (import.meta.env.DEV) console.error(error);
  return <SomethingWentWrong />;
}

function SomethingWentWrong() {
  const { t } = useTranslation();
  usePageTitle(t('routeError.title'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading>{t('routeError.heading')}</PageHeading>
      <Typography sx={{ mb: 3 }}>{t('routeError.body')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
        <Link href="/">{t('routeError.home')}</Link>
      </Stack>
    </Container>
  );
}
