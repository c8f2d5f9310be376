import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { useLatestDigest } from '#src/features/registers/api/get-latest-digest';
import { NS } from '../i18n';

/** The gazette's list of digests (JSON:API; also .csv and .atom). */
const DIGESTS_URL = '/api/v1/public/publications/digests';

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
      <ChainAnchor />
    </Box>
  );
}

/**
 * The latest published digest of the event store (issue 33 §3): whoever checks a certificate can
 * note the hash and later prove, with `npm run audit:verify -- --digest`, that no event up to it
 * has changed since. Nothing is shown before the first digest, or when it cannot be read.
 */
function ChainAnchor() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { data: digest } = useLatestDigest();
  if (!digest) return null;
  return (
    <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      <p style={{ margin: 0 }}>
        {t('certificate.anchor', { day: format.date(`${digest.day}T12:00:00Z`), count: format.number(digest.eventCount) })}
      </p>
      <Box
        component="code"
        dir="ltr"
        sx={{ display: 'block', my: 0.5, fontFamily: 'monospace', overflowWrap: 'anywhere', unicodeBidi: 'isolate' }}
      >
        {digest.hash}
      </Box>
      <Link href={DIGESTS_URL}>{t('certificate.anchorLink')}</Link>
    </Typography>
  );
}
