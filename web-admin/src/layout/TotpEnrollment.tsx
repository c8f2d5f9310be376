import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { request } from '../providers/http';

/**
 * An account whose admin requires a second factor signs in to a session that may only enrol
 * (docs/security.md): the key to add to an authenticator app, then one of its codes.
 */
export function TotpEnrollment() {
  const translate = useTranslate();
  const notify = useNotify();
  const [secret, setSecret] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const begin = async () => {
    const { json } = await request('/api/v1/users/self/totp', { method: 'POST' });
    setSecret(json.data.attributes);
  };
  const confirm = async () => {
    try {
      await request('/api/v1/users/self/totp/confirm', { method: 'POST', body: { otp } });
      window.location.reload();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Card>
      <Title title="admin.auth.enrol_heading" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('admin.auth.enrol_heading')}
        </Typography>
        <Typography>{translate('admin.auth.enrol_help')}</Typography>
        {!secret ? (
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => begin().catch((e) => notify((e as Error).message, { type: 'error' }))}>
            {translate('ra.action.open')}
          </Button>
        ) : (
          <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 420 }}>
            <TextField label={translate('admin.auth.enrol_key')} value={secret.secret} slotProps={{ input: { readOnly: true } }} />
            <TextField
              label={translate('admin.auth.otp')}
              helperText={translate('admin.auth.otp_help')}
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
            <Button variant="contained" onClick={confirm} disabled={otp.length !== 6}>
              {translate('admin.auth.enrol_confirm')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
