import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { usePlaceNames } from '#src/features/registers/api/use-place-names';
import { useTradeNamePublication } from '#src/features/registers/api/get-trade-name-publication';
import { ActivityList } from '../components/activity-list';
import { Details } from '../components/details';
import { CertificateConfirmation } from '../components/certificate-confirmation';
import { labelOf } from '../components/labels';
import { NamesList } from '../components/names-list';
import { EntryPending } from '../components/entry-pending';
import { StatusChip } from '../components/status-chip';
import { NS } from '../i18n';

/** `/tradenames/:id`: a granted trade name as the gazette published it. */
export function TradeNamePage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { id = '' } = useParams();
  const tradeName = useTradeNamePublication(id);
  const places = usePlaceNames();

  const data = tradeName.data;
  if (!data)
    return <EntryPending error={tradeName.error} title={t('tradeName.title')} backHref="/tradenames" backLabel={t('tradeName.back')} />;

  return (
    <Page title={data.name} heading={<bdi>{data.name}</bdi>} lead={t('tradeName.lead')} maxWidth="md">
      <CertificateConfirmation certificate={data.certificate} />
      <Details
        rows={[
          { term: t('fields.names'), value: <NamesList names={Object.keys(data.names).length ? data.names : { '': data.name }} /> },
          { term: t('fields.status'), value: <StatusChip status={data.status} /> },
          !!data.tradeNameType && { term: t('fields.tradeNameType'), value: labelOf(t, 'tradeNameTypes', data.tradeNameType) },
          !!data.protectionLevel && { term: t('fields.protectionLevel'), value: labelOf(t, 'protectionLevels', data.protectionLevel) },
          { term: t('fields.province'), value: places.province(data.provinceId) ?? data.provinceId ?? t('place.kri') },
          !!data.districtId && { term: t('fields.district'), value: places.district(data.districtId) ?? data.districtId },
          {
            term: t('fields.activities'),
            value: <ActivityList ids={data.activityIds} />,
          },
          { term: t('fields.grantedAt'), value: format.date(data.grantedAt) },
          !!data.terminatedAt && { term: t('fields.terminatedAt'), value: format.date(data.terminatedAt) },
        ]}
      />
      <Box sx={{ mt: 4 }}>
        <Link href="/publications?tab=trade_names">{t('tradeName.back')}</Link>
      </Box>
    </Page>
  );
}

export default TradeNamePage;
