import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetIdentity, useLocaleState, useLocales, useNotify, useTranslate } from 'react-admin';
import { fetchSelf } from '../providers/auth-provider';
import { request } from '../providers/http';
import { apiErrorsOf, errorMessageOf, formErrorsOf } from '../resources/admin-commands';

const PASSWORD_FIELDS = new Set(['current_password', 'new_password']);

/** The outcome of a language change, for the profile page mounted in that language to say. */
let pendingNotice: { message: string; type: 'success' | 'error' } | null = null;

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
  /** The API's refusals (and a repeat that differs), each at its field. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  // Said by the page mounted in the new language (see changeLanguage).
  useEffect(() => {
    const notice = pendingNotice;
    pendingNotice = null;
    if (notice) notify(notice.message, { type: notice.type });
  }, [notify]);

  /**
   * Saves the language on the account, then switches the interface to it. react-admin mounts the
   * whole tree again on a change of locale, its notifications included, so what this instance
   * would notify afterwards is lost: the outcome is left for the new instance to say.
   */
  const changeLanguage = async (value: string) => {
    try {
      const self = await fetchSelf();
      await request('/api/v1/users/self', { method: 'PATCH', body: { locale: value, version: Number(self.version ?? 0) } });
      pendingNotice = { message: 'admin.profile.updated', type: 'success' };
    } catch (error) {
      pendingNotice = { message: errorMessageOf(error), type: 'error' };
    }
    setLocale(value);
    void refetch();
  };

  /** How staff hear of their work (issue 22 §6): in the back office only, or by e-mail too. */
  const changeChannel = async (value: string) => {
    try {
      const self = await fetchSelf();
      await request('/api/v1/users/self', { method: 'PATCH', body: { notification_channel: value, version: Number(self.version ?? 0) } });
      notify('admin.work.notifications.saved', { type: 'success' });
    } catch (error) {
      notify(errorMessageOf(error), { type: 'error' });
    }
    void refetch();
  };

  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) {
      setFieldErrors({ repeat: translate('admin.profile.passwords_differ') });
      return;
    }
    setBusy(true);
    setFieldErrors({});
    try {
      await request('/api/v1/users/self/password', { method: 'PUT', body: { current_password: current, new_password: next } });
      setCurrent('');
      setNext('');
      setRepeat('');
      notify('admin.profile.password_changed', { type: 'success' });
    } catch (error) {
      const { root, ...byField } = (formErrorsOf(apiErrorsOf(error), PASSWORD_FIELDS) ?? {}) as Record<string, any>;
      setFieldErrors(byField as Record<string, string>);
      if (root?.serverError || !Object.keys(byField).length) notify(root?.serverError ?? errorMessageOf(error), { type: 'error' });
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
          {identity?.notification_channel !== undefined && (
            <TextField
              select
              sx={{ mt: 3, minWidth: 240, display: 'flex' }}
              label={translate('admin.work.notifications.channel')}
              value={identity.notification_channel as string}
              onChange={(e) => void changeChannel(e.target.value)}
            >
              {['in_app', 'in_app_and_email'].map((channel) => (
                <MenuItem key={channel} value={channel}>
                  {translate(`admin.work.notifications.${channel}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent component="form" onSubmit={changePassword}>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('admin.profile.password_heading')}
          </Typography>
          <TextField
            fullWidth
            margin="dense"
            type="password"
            required
            autoComplete="current-password"
            label={translate('admin.profile.current_password')}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={!!fieldErrors.current_password}
            helperText={fieldErrors.current_password}
          />
          <TextField
            fullWidth
            margin="dense"
            type="password"
            required
            autoComplete="new-password"
            label={translate('admin.profile.new_password')}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            error={!!fieldErrors.new_password}
            helperText={fieldErrors.new_password}
          />
          <TextField
            fullWidth
            margin="dense"
            type="password"
            required
            autoComplete="new-password"
            label={translate('admin.profile.confirm_password')}
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={!!fieldErrors.repeat}
            helperText={fieldErrors.repeat}
          />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy || !current || !next}>
            {translate('ra.action.save')}
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
