import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { TotpRequired, type SignInParams } from '../providers/auth-provider';
import { titleOf } from './title';
import { typedCode } from '../components/typed-digits';

export interface SignInFormProps {
  /** react-admin's `translate`, or the sign-in screen's own over SIGN_IN (FirstSignIn.tsx). */
  translate: (key: string, options?: { _?: string }) => string;
  locale: string;
  locales: { locale: string; name: string }[];
  setLocale: (locale: string) => void;
  /** authProvider.login and what follows it; throws as authProvider.login does (TotpRequired, a message key). */
  signIn: (params: SignInParams) => Promise<void>;
}

/**
 * Staff sign-in (spec §2): e-mail and password, then the authenticator code when the account
 * has a second factor; the language can be chosen before signing in. MUI alone, no react-admin:
 * the same form is the light entry's first screen (FirstSignIn.tsx) and react-admin's login page
 * (LoginPage.tsx, after a sign-out).
 */
export function SignInForm({ translate, locale, locales, setLocale, signIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The code was refused: said at the code's field, not above the button. */
  const [otpError, setOtpError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // "Sign in · <back office>": the heading would say the back office twice.
  const title = titleOf(translate('admin.auth.sign_in'), translate('admin.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setOtpError(null);
    try {
      await signIn({ username: email, password, ...(needsOtp ? { otp } : {}) });
    } catch (e) {
      if (e instanceof TotpRequired) {
        // First the field appears with its explanation; a refused code is said at the field.
        if (needsOtp || e.invalid) setOtpError('admin.auth.totp_invalid');
        setNeedsOtp(true);
        setOtp('');
      } else setError((e as Error)?.message || 'admin.auth.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('admin.auth.heading')}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {translate('admin.title')}
          </Typography>
          <TextField
            select
            fullWidth
            margin="normal"
            size="small"
            label={translate('admin.language')}
            value={locale}
            onChange={(e) => setLocale(e.target.value)}
          >
            {locales.map((l) => (
              <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <Box component="form" onSubmit={submit} noValidate>
            <TextField
              fullWidth
              margin="normal"
              required
              type="email"
              autoComplete="username"
              label={translate('admin.auth.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              fullWidth
              margin="normal"
              required
              type="password"
              autoComplete="current-password"
              label={translate('admin.auth.password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {needsOtp && !otpError && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {translate('admin.auth.totp_required')}
              </Alert>
            )}
            {needsOtp && (
              <TextField
                fullWidth
                margin="normal"
                required
                autoFocus
                label={translate('admin.auth.otp')}
                error={!!otpError}
                helperText={translate(otpError ?? 'admin.auth.otp_help')}
                value={otp}
                onChange={(e) => setOtp(typedCode(e.target.value, 6))}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]{6}' } }}
              />
            )}
            {error && (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {translate(error, { _: error })}
              </Alert>
            )}
            <Button type="submit" fullWidth variant="contained" sx={{ mt: 2 }} disabled={busy}>
              {busy ? <CircularProgress size={22} color="inherit" aria-hidden /> : translate('admin.auth.sign_in')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
