import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toString as qrSvg } from 'qrcode';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { afterSignIn } from '../providers/auth-provider';
import { apiErrorOf, request, requestLocale } from '../providers/http';
import { typedCode } from '../components/typed-digits';

/**
 * An account whose admin requires a second factor signs in to a session that may only enrol
 * (docs/security.md): the key to add to an authenticator app as a QR code to scan (drawn here by
 * the `qrcode` package: the key never leaves the page), as text to type, and as an otpauth://
 * link that an authenticator on this device opens; then one of its codes. A refused code is said at the
 * code's field; once confirmed the session is a full one and the page reloads into the back office.
 */
export function TotpEnrollment() {
  const translate = useTranslate();
  const [secret, setSecret] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [qrCode, setQrCode] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const begin = async () => {
    setFailure(null);
    try {
      const { json } = await request('/api/v1/users/self/totp', { method: 'POST' });
      setSecret(json.data.attributes);
      const svg = await qrSvg(json.data.attributes.otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
      setQrCode(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    } catch (e) {
      setFailure((e as Error).message);
    }
  };
  // One key per visit (StrictMode runs effects twice in development: a second key would replace the one shown).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void begin();
  }, []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (otp.length !== 6) {
      setOtpError(translate('admin.auth.otp_help'));
      return;
    }
    setBusy(true);
    setOtpError(null);
    try {
      await request('/api/v1/users/self/totp/confirm', { method: 'POST', body: { otp } });
      // The session is a full one now: the locale update that sign-in could not make (spec §4), then the back office.
      await afterSignIn(requestLocale());
      window.location.reload();
    } catch (e) {
      setBusy(false);
      const code = apiErrorOf(e)?.code;
      if (code === 'sign-in.totp-invalid') setOtpError(translate('admin.auth.totp_invalid'));
      else setFailure((e as Error).message);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="admin.auth.enrol_heading" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('admin.auth.enrol_heading')}
        </Typography>
        <Typography>{translate('admin.auth.enrol_help')}</Typography>
        {failure && (
          <Alert
            severity="error"
            role="alert"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void begin()}>
                {translate('ra.action.refresh')}
              </Button>
            }
          >
            {failure}
          </Alert>
        )}
        {!secret && !failure && <CircularProgress size={24} sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />}
        {secret && (
          <Box component="form" onSubmit={confirm} noValidate sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 420 }}>
            {qrCode && (
              // Black on white whatever the theme, as a phone's camera reads it best.
              <Box
                component="img"
                src={qrCode}
                alt={translate('admin.auth.enrol_qr')}
                width={200}
                height={200}
                sx={{ bgcolor: '#fff', justifySelf: 'start' }}
              />
            )}
            <Typography variant="body2">{translate('admin.auth.enrol_manual')}</Typography>
            <TextField
              label={translate('admin.auth.enrol_key')}
              value={secret.secret}
              slotProps={{
                input: { readOnly: true },
                htmlInput: { lang: 'en', dir: 'ltr', spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: '0.1em' } },
              }}
            />
            <Typography variant="body2">
              <Link href={secret.otpauthUri}>{translate('admin.auth.enrol_open_app')}</Link>
            </Typography>
            <TextField
              required
              label={translate('admin.auth.otp')}
              error={!!otpError}
              helperText={otpError ?? translate('admin.auth.otp_help')}
              value={otp}
              onChange={(e) => setOtp(typedCode(e.target.value, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]{6}' } }}
            />
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? <CircularProgress size={22} color="inherit" aria-hidden /> : translate('admin.auth.enrol_confirm')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
