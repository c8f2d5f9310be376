import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { request } from '#src/providers/http';

/** The certificate's languages, each named in itself (an autonym needs no translation). */
const CERTIFICATE_LANGUAGES = [
  { locale: 'ckb', name: 'کوردی (سۆرانی)' },
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
  { locale: 'kmr', name: 'Kurmancî' },
] as const;

/**
 * The current certificate (issue 22 §8), downloaded in any of the four languages once a registrar
 * has issued it (issue 33 §2: before, there is none to download). The API
 * wants the bearer token, so the file is fetched and handed to the browser as a blob.
 */
export function CertificateDownload() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  if (!record?.certificates?.length) return null;

  async function download(locale: string) {
    setBusy(locale);
    try {
      const { json: blob, headers } = await request<Blob>(
        `/api/v1/certificates/${encodeURIComponent(String(record!.id))}?locale=${locale}`,
        { raw: true },
      );
      const filename = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? `certificate-${locale}.pdf`;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      notify('admin.certificate.failed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Box component="section" aria-labelledby="certificate-heading" sx={{ mt: 2 }}>
      <Typography id="certificate-heading" component="h2" variant="h6" gutterBottom>
        {translate('admin.certificate.heading')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {CERTIFICATE_LANGUAGES.map(({ locale, name }) => (
          <Button
            key={locale}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy !== null}
            onClick={() => void download(locale)}
          >
            {translate('admin.certificate.download')}
            <Box component="span" lang={locale} sx={{ marginInlineStart: 0.5 }}>
              {name}
            </Box>
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
