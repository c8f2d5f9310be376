import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { readAccessToken, storedLanguage, urlOf } from '#src/lib/api';
import { NS } from '../i18n';

/** The certificate's languages, each named in itself (an autonym needs no translation). */
const LANGUAGES = [
  { locale: 'ckb', name: 'کوردی (سۆرانی)' },
  { locale: 'ar', name: 'العربية' },
  { locale: 'en', name: 'English' },
  { locale: 'kmr', name: 'Kurmancî' },
] as const;

/**
 * The current certificate (issue 22 §8) as a PDF in any of the four languages, once the registry
 * has issued one (issue 33 §2). The API
 * wants the session's bearer token, so the file is fetched and handed to the browser as a blob.
 */
export function CertificateDownload({ id, issued }: { id: string; issued: boolean }) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!issued) return null;

  async function download(locale: string) {
    setBusy(true);
    setFailed(false);
    try {
      const token = readAccessToken();
      const response = await fetch(urlOf(`/v1/certificates/${encodeURIComponent(id)}`, { locale }), {
        headers: { Accept: 'application/pdf', 'Accept-Language': storedLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `certificate-${locale}.pdf`;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="certificate-heading" sx={{ mb: 4 }}>
      <Typography id="certificate-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('certificate.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('certificate.intro')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {LANGUAGES.map(({ locale, name }) => (
          <Button key={locale} variant="outlined" disabled={busy} onClick={() => void download(locale)}>
            {t('certificate.download')}&nbsp;
            <span lang={locale}>{name}</span>
          </Button>
        ))}
      </Stack>
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {t('certificate.failed')}
        </Alert>
      )}
    </Box>
  );
}
