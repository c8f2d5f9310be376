import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth/auth';
import { useToast } from './toast';

/**
 * The sign-out confirmation (spec §2 "logout with a confirmation") of the header's account
 * menu: the session ends, the token and cached answers are forgotten, a toast confirms it and
 * the home page follows.
 */
export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const titleId = useId();
  const bodyId = useId();

  const confirm = async () => {
    setLeaving(true);
    // Leave an account page first: signed out on it, its guard would send the visitor to the code page instead.
    await navigate('/', { replace: true });
    await signOut();
    setLeaving(false);
    onClose();
    toast.show(t('account.signedOut'), 'success');
  };

  return (
    <Dialog open={open} onClose={() => !leaving && onClose()} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{t('account.signOutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('account.signOutBody')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The harmless choice takes the focus first. */}
        <Button onClick={onClose} disabled={leaving} autoFocus>
          {t('account.cancel')}
        </Button>
        <Button onClick={confirm} variant="contained" loading={leaving}>
          {t('account.signOut')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
