import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { useCertificateVerification } from '#src/features/registers/api/get-certificate-verification';
import { Details } from '../components/details';
import { EntryPending } from '../components/entry-pending';
import { NS } from '../i18n';

/**
 * `/certificates/:id`: where a certificate's QR code and printed link lead (issue 33 §2). The
 * certificate's facts as issued, its standing (valid, superseded, withdrawn) in the API's words,
 * the certificate that superseded it, and the hash of the event that issued it.
 */
export function CertificateVerificationPage() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { id = '' } = useParams();
  const verification = useCertificateVerification(id);

  const data = verification.data;
  if (!data)
    return (
      <EntryPending
        error={verification.error}
        title={t('verification.title')}
        backHref="/publications"
        backLabel={t('verification.back')}
      />
    );

  return (
    <Page title={`${data.title} ${data.number}`} heading={data.title} lead={data.certifies} maxWidth="md">
      <Box component="section" aria-labelledby="standing-heading" sx={{ mb: 3 }}>
        <Typography id="standing-heading" component="h2" variant="h6" gutterBottom>
          {t('verification.standing')}
        </Typography>
        {/* Part of the page, not news: a status, not an alert that interrupts. */}
        <Alert severity={data.standing === 'valid' ? 'success' : 'warning'} variant="outlined" role="status">
          <AlertTitle component="p" sx={{ fontWeight: 700 }}>
            {data.message}
          </AlertTitle>
          {data.supersededBy && (
            <Link href={`/certificates/${encodeURIComponent(data.supersededBy.id)}`}>
              {t('verification.supersededBy', { number: data.supersededBy.number })}
            </Link>
          )}
        </Alert>
      </Box>
      <Details
        rows={[
          ...data.facts.map((fact) => ({
            term: fact.label,
            value: fact.values.map((value) => (
              <Box key={value}>
                <bdi>{value}</bdi>
              </Box>
            )),
          })),
          { term: t('verification.issuedAt'), value: format.date(data.issuedAt) },
          {
            term: t('verification.hash'),
            value: (
              <Box component="code" dir="ltr" sx={{ wordBreak: 'break-all' }}>
                {data.issuingEventHash}
              </Box>
            ),
          },
        ]}
      />
    </Page>
  );
}

export default CertificateVerificationPage;
