import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Redirect } from '#src/components/server-render';
import { Page } from '#src/components/page';
import { ApiError, userMessageOf } from '#src/lib/api';
import { useBusinessByTradeNameId } from '#src/features/registers/api/get-business-by-trade-name-id';
import { RegisterNotFound } from '../components/not-found';
import { NS } from '../i18n';

/** `/businesses/by-trade-name/:id`: finds the company holding a trade name of the register, then shows its page. */
export function BusinessByTradeNamePage() {
  const { t } = useTranslation(NS);
  const { id = '' } = useParams();
  const business = useBusinessByTradeNameId(id);
  if (business.data) return <Redirect to={`/businesses/${business.data.id}`} />;
  if (business.error instanceof ApiError && business.error.status === 404)
    return <RegisterNotFound backHref="/tradenames" backLabel={t('tradeNames.back')} />;
  return (
    <Page title={t('byTradeName.title')} maxWidth="md">
      {business.error ? (
        <Alert severity="error">{userMessageOf(business.error)}</Alert>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('byTradeName.finding')}</Typography>
        </Box>
      )}
    </Page>
  );
}

export default BusinessByTradeNamePage;
