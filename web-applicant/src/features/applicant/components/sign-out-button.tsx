import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '#src/components/toast';
import { useAuth } from '#src/lib/auth/auth';
import { NS } from '../i18n';

/**
 * Sign-out, after a confirmation (spec §2): the session ends, the token and the cached
 * answers are forgotten, a toast confirms it and the home page follows.
 */
export function SignOutButton({ variant = 'outlined' }: { variant?: 'text' | 'outlined' | 'contained' }) {
  const { t } = useTranslation(NS);
  const { signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const confirm = async () => {
    setLeaving(true);
    // Leave the account page first: signed out on it, its guard would send the visitor to the code page instead.
    await navigate('/', { replace: true });
    await signOut();
    toast.show(t('signOut.done'), 'success');
  };

  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {t('signOut.button')}
      </Button>
      <Dialog open={open} onClose={() => !leaving && setOpen(false)} aria-labelledby="sign-out-title" aria-describedby="sign-out-body">
        <DialogTitle id="sign-out-title">{t('signOut.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="sign-out-body">{t('signOut.body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* The harmless choice takes the focus first. */}
          <Button onClick={() => setOpen(false)} disabled={leaving} autoFocus>
            {t('signOut.cancel')}
          </Button>
          <Button onClick={confirm} variant="contained" loading={leaving}>
            {t('signOut.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
