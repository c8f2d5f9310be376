import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * What the QR code of a registration certificate leads to (issue 22 §8): the public register
 * confirms that the certificate's number is valid and says what it certifies (the API's
 * sentences, in the reader's language), or that it is no longer valid.
 */
export function CertificateConfirmation({ certificate }: { certificate?: { number: string; valid: boolean; message: string; certifies: string } | null }) {
  const { t } = useTranslation(NS);
  if (!certificate) return null;
  return (
    <Alert severity={certificate.valid ? 'success' : 'warning'} variant="outlined" sx={{ mb: 3 }} component="section" aria-label={t('certificate.heading')}>
      <AlertTitle component="p" sx={{ fontWeight: 700 }}>
        {certificate.message}
      </AlertTitle>
      {certificate.valid && certificate.certifies}
    </Alert>
  );
}
