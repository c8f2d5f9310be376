import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { ERRORS_NS } from './i18n';

/** React Router numbers the entries of this tab's history it created; 0 means the visitor arrived here first. */
const canGoBack = () => typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx !== undefined && (window.history.state as { idx: number }).idx > 0;

/** Spec §8: 404, "the page you are looking for isn't here", with a go-back action. */
export function NotFoundPage() {
  const { t } = useTranslation(ERRORS_NS);
  const navigate = useNavigate();
  const theme = useTheme();
  // "Back" points towards the reading start: left in English, right in Kurdish and Arabic.
  const BackIcon = theme.direction === 'rtl' ? ArrowForward : ArrowBack;

  return (
    <Page title={t('notFound.title')} heading={t('notFound.heading')} maxWidth="md">
      <Typography sx={{ mb: 4 }}>{t('notFound.body')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Button variant="contained" startIcon={<BackIcon />} onClick={() => (canGoBack() ? navigate(-1) : navigate('/'))}>
          {t('notFound.back')}
        </Button>
        <Link href="/">{t('notFound.home')}</Link>
      </Stack>
    </Page>
  );
}
