import { Box, Button, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/page';
import { TrademarkRegister } from '../components/trademark-register';
import { NS } from '../i18n';

/**
 * `/trademarks` (the portal's "trademarks" entry): the public register of marks, searched by the
 * words of a mark in any script, its Nice class and status; the way to reserve one, and what a
 * reservation is (`/trademarks/about`).
 */
export function TrademarkRegisterPage() {
  const { t } = useTranslation(NS);
  return (
    <Page title={t('trademarks.title')} lead={t('trademarks.intro')} maxWidth="lg">
      <Box sx={{ mb: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
        <Button variant="contained" size="large" href="/trademarks/register">
          {t('trademarks.reserve')}
        </Button>
        <Link href="/trademarks/about">{t('trademarks.about')}</Link>
      </Box>
      <TrademarkRegister />
    </Page>
  );
}

export default TrademarkRegisterPage;
