import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { usePlaceNames } from '#src/features/registers/api/use-place-names';
import { usePublicBusiness } from '#src/features/registers/api/get-public-business';
import { ActivityList } from '../components/activity-list';
import { Details } from '../components/details';
import { CertificateConfirmation } from '../components/certificate-confirmation';
import { labelOf } from '../components/labels';
import { NamesList } from '../components/names-list';
import { EntryPending } from '../components/entry-pending';
import { StatusChip } from '../components/status-chip';
import { NS } from '../i18n';

/** `/businesses/:id`: a registered company's public page; nothing about persons is public. */
export function BusinessPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { id = '' } = useParams();
  const business = usePublicBusiness(id);
  const places = usePlaceNames();

  const data = business.data;
  if (!data)
    return <EntryPending error={business.error} title={t('business.title')} backHref="/businesses" backLabel={t('business.back')} />;

  return (
    <Page title={data.name} heading={<bdi>{data.name}</bdi>} lead={t('business.lead')} maxWidth="md">
      <CertificateConfirmation certificate={data.certificate} />
      <Details
        rows={[
          { term: t('fields.names'), value: <NamesList names={Object.keys(data.names).length ? data.names : { '': data.name }} /> },
          { term: t('fields.uen'), value: <bdi dir="ltr">{data.uen}</bdi> },
          { term: t('fields.status'), value: <StatusChip status={data.status} /> },
          !!data.businessType && { term: t('fields.businessType'), value: labelOf(t, 'businessTypes', data.businessType) },
          !!data.companyType && { term: t('fields.companyType'), value: labelOf(t, 'companyTypes', data.companyType) },
          { term: t('fields.province'), value: places.province(data.provinceId) ?? data.provinceId ?? '—' },
          !!data.districtId && { term: t('fields.district'), value: places.district(data.districtId) ?? data.districtId },
          !!data.protectionLevel && { term: t('fields.protectionLevel'), value: labelOf(t, 'protectionLevels', data.protectionLevel) },
          {
            term: t('fields.activities'),
            value: <ActivityList ids={data.activityIds} />,
          },
          { term: t('fields.registeredAt'), value: format.date(data.registeredAt) },
          !!data.terminatedAt && { term: t('fields.terminatedAt'), value: format.date(data.terminatedAt) },
        ]}
      />
      <Box sx={{ mt: 4 }}>
        <Link href="/businesses">{t('business.back')}</Link>
      </Box>
    </Page>
  );
}

export default BusinessPage;
