import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * What the QR code of a registration certificate leads to (issue 22 §8): the public register
 * confirms that the certificate's number is valid and says what it certifies (the API's
 * sentences, in the reader's language), or that it is no longer valid.
 */
export function CertificateConfirmation({
  certificate,
}: {
  certificate?: { number: string; valid: boolean; message: string; certifies: string } | null;
}) {
  const { t } = useTranslation(NS);
  if (!certificate) return null;
  return (
    <Box component="section" aria-labelledby="certificate-check-heading" sx={{ mb: 3 }}>
      <Typography id="certificate-check-heading" component="h2" variant="h6" gutterBottom>
        {t('certificate.heading')}
      </Typography>
      {/* Part of the page, not news: a status, not an alert that interrupts. */}
      <Alert severity={certificate.valid ? 'success' : 'warning'} variant="outlined" role="status">
        <AlertTitle component="p" sx={{ fontWeight: 700 }}>
          {certificate.message}
        </AlertTitle>
        {certificate.valid && certificate.certifies}
      </Alert>
    </Box>
  );
}
