import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/page';
import { ERRORS_NS } from './i18n';

/** Spec §8: 403, "Access Not Granted"; the applicant is told whom to ask. */
export function AccessDeniedPage() {
  const { t } = useTranslation(ERRORS_NS);
  return (
    <Page title={t('accessDenied.title')} heading={t('accessDenied.heading')} maxWidth="md">
      <Typography sx={{ mb: 4 }}>{t('accessDenied.body')}</Typography>
      <Button variant="contained" href="/">
        {t('accessDenied.home')}
      </Button>
    </Page>
  );
}
