import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetIdentity, useLocaleState, useLocales, useNotify, useTranslate } from 'react-admin';
import { fetchSelf } from '../providers/auth-provider';
import { request } from '../providers/http';

/**
 * The signed-in user's profile (spec §2): who they are, the language of the back office (saved
 * on the account with its version, spec §4) and a password change.
 */
export function Profile() {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity, refetch } = useGetIdentity();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);

  const changeLanguage = async (value: string) => {
    setLocale(value);
    try {
      const self = await fetchSelf();
      await request('/api/v1/users/self', { method: 'PATCH', body: { locale: value, version: Number(self.version ?? 0) } });
      await refetch();
      notify('admin.profile.updated', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) {
      notify('admin.profile.passwords_differ', { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      await request('/api/v1/users/self/password', { method: 'PUT', body: { current_password: current, new_password: next } });
      setCurrent('');
      setNext('');
      setRepeat('');
      notify('admin.profile.password_changed', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="admin.profile.title" />
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('admin.profile.title')}
          </Typography>
          <Typography>{identity?.fullName}</Typography>
          <Typography color="text.secondary">
            <bdi>{identity?.email as string}</bdi>
          </Typography>
          <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={translate('admin.profile.roles')} role="list">
            {((identity?.roles as string[] | undefined) ?? []).map((role) => (
              <Chip key={role} role="listitem" label={translate(`admin.roles.${role}`, { _: role })} size="small" />
            ))}
          </Box>
          <TextField
            select
            sx={{ mt: 3, minWidth: 240 }}
            label={translate('admin.language')}
            helperText={translate('admin.profile.language_help')}
            value={locale}
            onChange={(e) => void changeLanguage(e.target.value)}
          >
            {locales.map((l) => (
              <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        </CardContent>
      </Card>
      <Card>
        <CardContent component="form" onSubmit={changePassword}>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('admin.profile.password_heading')}
          </Typography>
          <TextField fullWidth margin="dense" type="password" required autoComplete="current-password" label={translate('admin.profile.current_password')} value={current} onChange={(e) => setCurrent(e.target.value)} />
          <TextField fullWidth margin="dense" type="password" required autoComplete="new-password" label={translate('admin.profile.new_password')} value={next} onChange={(e) => setNext(e.target.value)} />
          <TextField fullWidth margin="dense" type="password" required autoComplete="new-password" label={translate('admin.profile.confirm_password')} value={repeat} onChange={(e) => setRepeat(e.target.value)} />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy || !current || !next}>
            {translate('ra.action.save')}
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
