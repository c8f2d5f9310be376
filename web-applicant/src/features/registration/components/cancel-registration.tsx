import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '#src/components/toast';
import { NS } from '../i18n';
import { useRegistration } from './registration-context';

/**
 * Spec §2 "Cancel-application confirmation": asks first, warning that the saved information will
 * be lost; confirmed, the draft is removed and the applicant is back at the choice of registration.
 */
export function CancelRegistration() {
  const { t } = useTranslation(NS);
  const { remove } = useRegistration();
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 5, pt: 3, borderTop: '1px solid', borderColor: 'divider' }}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('cancel.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="cancel-registration-title"
        aria-describedby="cancel-registration-text"
      >
        <DialogTitle id="cancel-registration-title">{t('cancel.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-registration-text">{t('cancel.warning')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setOpen(false)} autoFocus>
            {t('cancel.keep')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => {
              setOpen(false);
              remove();
              toast.show(t('cancel.done'), 'info');
              void navigate('/register');
            }}
          >
            {t('cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
